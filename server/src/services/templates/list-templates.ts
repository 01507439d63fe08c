/** The lists of templates (docs/rules/templates.md#d12.3): a manager's or a leader's, and the picker's own. */
import {
  inLanguage,
  type Language,
  type MessageTemplate,
  type TemplateListQuery,
} from '../../../../src/contract';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { loadTemplates } from './load-templates';
import { groupAndDefaults, readableTemplates } from './template-scope';

export const listTemplates = ({ db }: Deps<'db'>, caller: Caller, query: TemplateListQuery) =>
  loadTemplates(db, readableTemplates(caller, query.adminId));

/**
 * What a picker chooses from: its group's templates, then the defaults (docs/rules/templates.md#d12.4),
 * a seeded default in the picker's language.
 */
export const pickerTemplates = async (
  { db }: Deps<'db'>,
  picker: Caller,
  language: Language = 'en',
): Promise<MessageTemplate[]> =>
  (await loadTemplates(db, groupAndDefaults(picker.adminId))).map((template) =>
    inLanguage(template, language),
  );
