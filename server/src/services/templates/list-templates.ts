/** The lists of templates (docs/rules/templates.md#d12.3): a manager's or a leader's, and the picker's own. */
import {
  type Language,
  type MessageTemplate,
  type TemplateListQuery,
  templatesFor,
} from '../../../../src/contract';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { loadTemplates } from './load-templates';
import { groupAndDefaults, readableTemplates } from './template-scope';

export const listTemplates = ({ db }: Deps<'db'>, caller: Caller, query: TemplateListQuery) =>
  loadTemplates(db, readableTemplates(caller, query.adminId));

/**
 * What a picker chooses from for a lead in `language`: its group's templates, then the defaults
 * (docs/rules/templates.md#d12.4), those in that language, a seeded default said in it.
 */
export const pickerTemplates = async (
  { db }: Deps<'db'>,
  picker: Caller,
  language: Language = 'en',
): Promise<MessageTemplate[]> =>
  templatesFor(await loadTemplates(db, groupAndDefaults(picker.adminId)), language);
