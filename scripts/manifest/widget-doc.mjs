/**
 * Reads the JSDoc block that opens an element file: its description and its tags
 * (`@tag`, `@role`, `@attr`, `@fires`, `@slot`, `@csspart`, `@cssprop`), each written
 * `@kind name - description` (a slot may have no name; `@role` may name several roles, comma separated).
 */

/** @typedef {{ kind: string, name: string, description: string }} DocTag */

/** The text of the first JSDoc block of `source`, without its comment markers; '' when there is none. */
function firstDocBlock(source) {
  const match = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return '';
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n');
}

/** `@kind name - description`; `@slot - description` for the default slot. */
function parseTag(text) {
  const match = /^@([\w-]+)\s*(.*)$/s.exec(text);
  if (!match) return null;
  const [, kind, rest] = match;
  const dash = rest.startsWith('- ') ? 0 : rest.indexOf(' - ');
  if (dash < 0) return { kind, name: rest.trim(), description: '' };
  return {
    kind,
    name: rest.slice(0, dash).trim(),
    description: rest.slice(dash === 0 ? 2 : dash + 3).trim(),
  };
}

/**
 * @param {string} source an element file's text
 * @returns {{ description: string, tags: DocTag[] }}
 */
export function parseWidgetDoc(source) {
  const description = [];
  const tagTexts = [];
  for (const line of firstDocBlock(source).split('\n')) {
    if (line.startsWith('@')) tagTexts.push(line);
    else if (tagTexts.length > 0) tagTexts[tagTexts.length - 1] += ` ${line.trim()}`;
    else description.push(line.trim());
  }
  return {
    description: description.join(' ').replace(/\s+/g, ' ').trim(),
    tags: tagTexts.map(parseTag).filter((tag) => tag !== null),
  };
}

/** The tags of one kind. */
export const tagsOf = (doc, kind) => doc.tags.filter((tag) => tag.kind === kind);
