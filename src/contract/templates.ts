/**
 * Message templates (docs/rules/templates.md): named first messages, the super-admin's defaults that
 * every group sees and each admin group's own, with the variables a picker's card fills in.
 */
import { coerce, define, type Infer, object, optional, string, validate } from 'superstruct';
import type { Language } from './i18n';
import { guessLeadLanguage, optionalLeadLanguage } from './lead-language';
import { optionalText, requiredText } from './rules';
import { TEMPLATE_BODY_LABEL, TEMPLATE_GROUP_LABEL, TEMPLATE_NAME_LABEL } from './template-labels';
import { templateProblem } from './template-text';

export const TEMPLATE_NAME_MAX = 60;
/** Room for a few sentences with every variable filled; an SMS longer than 160 characters is split by the phone. */
export const TEMPLATE_BODY_MAX = 1000;
/** A group's templates (and the defaults) fit one list and one select (docs/rules/templates.md#d12.3). */
export const TEMPLATES_PER_GROUP = 50;

/** A template as every list shows it. */
export interface MessageTemplate {
  _id: string;
  name: string;
  body: string;
  /** The admin group it belongs to; null: a default, which every group sees. */
  group: { _id: string; name: string } | null;
  /** When it was last saved (ISO), and by whom; null for a default the install seeded. */
  updatedAt: string;
  updatedBy: { _id: string; name: string } | null;
}

const bodyText = requiredText(TEMPLATE_BODY_LABEL, TEMPLATE_BODY_MAX);

/**
 * The text as every required text is checked, then its braces. Built from superstruct's own pieces
 * rather than `refine`, which every element's shared chunk would carry (docs/benchmarks.md). The text
 * is trimmed first, so a brace's position counts from its first character.
 */
const templateBody = coerce(
  define<string>(TEMPLATE_BODY_LABEL, (body) => {
    const [failure] = validate(body, bodyText);
    return failure ? failure.message : (templateProblem(body as string) ?? true);
  }),
  string(),
  (text) => text.trim(),
);

/** A template's name and text, as an edit sends them (docs/rules/templates.md#d12.2). */
export const TemplateInput = object({
  name: requiredText(TEMPLATE_NAME_LABEL, TEMPLATE_NAME_MAX),
  body: templateBody,
});
export type TemplateInput = Infer<typeof TemplateInput>;

/** A new template: its group for the super-admin (blank: a default); an admin's is always its own. */
export const NewTemplateInput = object({
  name: requiredText(TEMPLATE_NAME_LABEL, TEMPLATE_NAME_MAX),
  body: templateBody,
  adminId: optional(optionalText(TEMPLATE_GROUP_LABEL, 64)),
});
export type NewTemplateInput = Infer<typeof NewTemplateInput>;

/** The super-admin narrows the list to one group (with the defaults); others may name only their own. */
export const TemplateListQuery = object({ adminId: optional(optionalText(TEMPLATE_GROUP_LABEL, 64)) });
export type TemplateListQuery = Infer<typeof TemplateListQuery>;

/** A picker's list for a lead in `language` (docs/rules/templates.md#d12.4); left out, every template. */
export const PickerTemplatesQuery = object({ language: optionalLeadLanguage });
export type PickerTemplatesQuery = Infer<typeof PickerTemplatesQuery>;

export const TemplateIdParams = object({ id: requiredText('Id', 64) });

export const TEMPLATES_LISTED = 'Templates retrieved successfully';
export const TEMPLATE_CREATED = 'Template created successfully';
export const TEMPLATE_UPDATED = 'Template updated successfully';
export const TEMPLATE_DELETED = 'Template deleted successfully';
/** Unknown, or another group's (docs/rules/templates.md#d12.3): the answer does not tell which. */
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const TEMPLATE_NAME_TAKEN = 'This group already has a template with this name';
export const DEFAULTS_ARE_SUPER_ADMINS = 'Only the super-admin changes the default templates';
export const NOT_YOUR_GROUP_TEMPLATES = 'You may only use your own group’s templates';
export const NO_SUCH_GROUP = 'Choose an existing admin’s group';
export const TOO_MANY_TEMPLATES = `A group has at most ${TEMPLATES_PER_GROUP} templates: delete one first`;

/**
 * The defaults a fresh install starts with (migration 0027): the texts `generate-first-sms` has always
 * chosen from, with the names as variables (docs/rules/leads.md#d5.10).
 */
export const DEFAULT_TEMPLATES = [
  {
    name: 'Interested',
    body: "Hi {client_name}, this is {picker_name}. I saw your rental listing and I'm interested. Is it still available?",
  },
  {
    name: 'Could we talk',
    body: 'Hello {client_name}! My name is {picker_name}. I came across your place for rent. Could we talk about it?',
  },
  {
    name: 'Still available',
    body: "Hi {client_name}, {picker_name} here. Is your rental still available? I'd love to hear more about it.",
  },
  {
    name: 'Good time to chat',
    body: "Good day {client_name}! I'm {picker_name} and your rental caught my eye. When would be a good time to chat?",
  },
] as const;

/** The defaults in Spanish, one for each English one in its order: what a Spanish-speaking picker is shown. */
export const DEFAULT_TEMPLATES_ES = [
  {
    name: 'Interesado',
    body: 'Hola {client_name}, soy {picker_name}. Vi tu anuncio de alquiler y me interesa. ¿Todavía está disponible?',
  },
  {
    name: 'Podemos hablar',
    body: '¡Hola {client_name}! Me llamo {picker_name}. Vi tu lugar en alquiler. ¿Podemos hablar al respecto?',
  },
  {
    name: 'Sigue disponible',
    body: 'Hola {client_name}, te escribe {picker_name}. ¿Tu alquiler sigue disponible? Me encantaría saber más.',
  },
  {
    name: 'Buen momento para hablar',
    body: '¡Buen día, {client_name}! Soy {picker_name} y tu alquiler me llamó la atención. ¿Cuándo sería un buen momento para hablar?',
  },
] as const satisfies readonly { name: string; body: string }[];

/** The defaults in a language (docs/rules/language.md). */
export const defaultTemplatesIn = (language: Language): readonly { name: string; body: string }[] =>
  language === 'es' ? DEFAULT_TEMPLATES_ES : DEFAULT_TEMPLATES;

/**
 * The template as a picker reading `language` is shown it: a default still as the install seeded it
 * (no one saved it since) in that language; any other as it was saved.
 */
export function inLanguage(template: MessageTemplate, language: Language): MessageTemplate {
  if (language === 'en' || template.group !== null || template.updatedBy !== null) return template;
  const at = DEFAULT_TEMPLATES.findIndex(
    (seeded) => seeded.name === template.name && seeded.body === template.body,
  );
  const said = defaultTemplatesIn(language)[at];
  return said ? { ...template, name: said.name, body: said.body } : template;
}

/**
 * The templates a picker is offered for a lead in `language` (docs/rules/templates.md#d12.4): each seeded
 * default said in it, then those whose text reads in it (the lead's guess, docs/rules/leads.md#d5.19);
 * when none does, every template, so a group that wrote in one language still has its own.
 */
export function templatesFor(templates: readonly MessageTemplate[], language: Language): MessageTemplate[] {
  const said = templates.map((template) => inLanguage(template, language));
  const inIt = said.filter((template) => guessLeadLanguage(template.body) === language);
  return inIt.length > 0 ? inIt : said;
}
