/** The lists of templates (docs/rules/templates.md#d12.3): a manager's or a leader's, and the picker's own. */
import {
  inLanguage,
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
 * What a picker chooses from: its group's templates, then the defaults (docs/rules/templates.md#d12.4).
 * For a lead in `lead` language, those in it (a seeded default said in it); without a lead, all of
 * them, a seeded default in the picker's `screen` language.
 */
export async function pickerTemplates(
  { db }: Deps<'db'>,
  picker: Caller,
  { lead, screen = 'en' }: { lead?: Language | undefined; screen?: Language },
): Promise<MessageTemplate[]> {
  const templates = await loadTemplates(db, groupAndDefaults(picker.adminId));
  return lead ? templatesFor(templates, lead) : templates.map((template) => inLanguage(template, screen));
}
