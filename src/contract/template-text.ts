/**
 * A message template's text (docs/rules/templates.md#d12.2): the variables it may name in braces, the check that each
 * brace opens or closes one known variable, and the filling of a template with one lead's values.
 * Kept apart from the schemas, so the picker's card loads only this.
 */
import { LEAD_FIELDS } from './lead-fields';

/** The variables a template may name, `{client_name}`…, each with the label its editor shows. */
export const TEMPLATE_VARIABLES = {
  client_name: LEAD_FIELDS.client_name.label,
  picker_name: 'Picker Name',
  rent: LEAD_FIELDS.rent.label,
  address: LEAD_FIELDS.address.label,
  details: LEAD_FIELDS.houseApt_details.label,
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;
export const TEMPLATE_VARIABLE_NAMES = Object.keys(TEMPLATE_VARIABLES) as TemplateVariable[];

/** A value for every variable: what a template is filled with. */
export type TemplateValues = Record<TemplateVariable, string>;

/** `{client_name}`, as a template writes it. */
export const variableToken = (name: TemplateVariable) => `{${name}}`;

const KNOWN = TEMPLATE_VARIABLE_NAMES.map(variableToken).join(', ');
const isVariable = (name: string): name is TemplateVariable => Object.hasOwn(TEMPLATE_VARIABLES, name);

/** The text from an unclosed brace up to the next brace, at most 20 characters: enough to find it. */
function unclosed(body: string, at: number): string {
  const next = body.indexOf('{', at + 1);
  const end = Math.min(next === -1 ? body.length : next, at + 20);
  return `Unclosed brace at character ${at + 1}: "${body.slice(at, end)}" has no }`;
}

/**
 * Why a template's text cannot be saved, naming the brace or the variable; null when every brace
 * pair holds a known variable. Braces are for variables only: a lone one is a mistake, never text.
 */
export function templateProblem(body: string): string | null {
  let open = -1;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') {
      if (open !== -1) return unclosed(body, open);
      open = i;
    } else if (body[i] === '}') {
      if (open === -1) return `Unbalanced brace at character ${i + 1}: this } has no {`;
      const name = body.slice(open + 1, i);
      if (!isVariable(name)) return `Unknown variable {${name}}: the variables are ${KNOWN}`;
      open = -1;
    }
  }
  return open === -1 ? null : unclosed(body, open);
}

/** The template with each `{variable}` replaced by its value. */
export const fillTemplate = (body: string, values: TemplateValues): string =>
  body.replace(/\{([^{}]*)\}/g, (token, name: string) => (isVariable(name) ? values[name] : token));
