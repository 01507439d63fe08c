/**
 * The README's element table, written from custom-elements.json between two marker comments:
 * per element its roles, attributes (= properties), events with their detail, slots and parts, then the
 * CSS custom properties once, since every element shares them.
 */

export const README_FILE = 'README.md';
export const BEGIN = '<!-- elements: generated from custom-elements.json by `npm run manifest` -->';
export const END = '<!-- /elements -->';

const code = (text) => `\`${text}\``;
// GitHub ends a table cell at any unescaped pipe, code spans included.
const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const list = (items) => items.join(', ');

const elementsOf = (manifest) =>
  manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement));

/** `CustomEvent<{ rental: Rental; }>` → `{ rental: Rental }`. */
const detailOf = (event) => {
  const detail = /^CustomEvent<(.*)>$/s.exec(event.type?.text ?? '')?.[1] ?? 'unknown';
  return detail === 'null' ? '' : ` ${code(detail.replaceAll('; }', ' }'))}`;
};

/** Consecutive roles with the same note share it: `super-admin, admin: …`. */
function roles(element) {
  const groups = [];
  for (const role of element.roles ?? []) {
    const last = groups.at(-1);
    if (last && last.description === role.description) last.names.push(role.name);
    else groups.push({ names: [role.name], description: role.description });
  }
  return groups.map((g) => `${list(g.names)}: ${g.description}`).join(' ');
}

function attributes(element) {
  return list(
    (element.attributes ?? []).map((attr) => {
      const property =
        attr.fieldName && attr.fieldName !== attr.name ? ` (property ${code(attr.fieldName)})` : '';
      return `${code(attr.name)}${property}: ${code(attr.type?.text ?? 'string')}. ${attr.description}`;
    }),
  );
}

function name(element) {
  const slots = (element.slots ?? []).map((slot) => (slot.name ? code(slot.name) : 'default'));
  return `${code(`<${element.tagName}>`)}${slots.length > 0 ? ` (slots: ${list(slots)})` : ''}`;
}

/** The markdown between the markers. */
export function renderElementTable(manifest) {
  const elements = elementsOf(manifest);
  const rows = elements.map((element) =>
    [
      name(element),
      roles(element),
      attributes(element),
      list((element.events ?? []).map((event) => `${code(event.name)}${detailOf(event)}`)),
      list((element.cssParts ?? []).map((part) => code(part.name))),
    ].map(cell),
  );
  const tokens = elements[0]?.cssProperties ?? [];
  return [
    '| element | roles that use it | attributes (= properties) | events and their `detail` | `::part` names |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `Every element takes the same ${tokens.length} \`--rl-*\` CSS custom properties, from ${code(tokens[0]?.name ?? '')} to`,
    `${code(tokens.at(-1)?.name ?? '')}: [Theming](#theming) shows how to set them, and custom-elements.json holds each`,
    "one's default and what it styles.",
  ].join('\n');
}

/** README text with `table` between the markers; throws when the markers are missing. */
export function withElementTable(readme, table) {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README_FILE} needs the lines ${BEGIN} and ${END}`);
  return `${readme.slice(0, start + BEGIN.length)}\n${table}\n${readme.slice(end)}`;
}
