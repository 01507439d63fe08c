/**
 * A server message in the caller's language (docs/rules/language.md#d14.4). A Text, or a fixed English
 * text, is said by `localize`. A message built with values ('Duplicate of row 4 in this file') is
 * found by its catalog entry's shape: the English entry with plain placeholders read back as a
 * pattern, its values taken from the words and said again in the language. So a skipped row's reason,
 * kept as words in the answer's data, is said too; a plural English entry needs its Text instead.
 */
import {
  type Catalog,
  i18nFor,
  type Language,
  localize,
  type Text,
  type Values,
} from '../../../src/contract';

interface Shape {
  id: string;
  pattern: RegExp;
  names: string[];
  /** The entry's own words: the longer, the more specific, the earlier tried. */
  literal: number;
}

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The entry as a pattern, when every part is words or a plain placeholder and it has one. */
function shapeOf(id: string, compiled: unknown): Shape | null {
  if (!Array.isArray(compiled)) return null;
  const names: string[] = [];
  let source = '';
  let literal = 0;
  for (const part of compiled) {
    if (typeof part === 'string') {
      source += asPattern(part);
      literal += part.length;
    } else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') {
      names.push(part[0]);
      source += '(.+?)';
    } else return null;
  }
  return names.length > 0 ? { id, pattern: new RegExp(`^${source}$`, 's'), names, literal } : null;
}

let shapes: Shape[] = [];

/** Learns the shapes of the catalogs' English entries (once, at start). */
export function learnShapes(catalogs: readonly Catalog[]): void {
  shapes = catalogs
    .flatMap((catalog) => Object.entries(catalog.en).map(([id, compiled]) => shapeOf(id, compiled)))
    .filter((shape): shape is Shape => shape !== null)
    .sort((a, b) => b.literal - a.literal);
}

/** The message as the Text whose English it is, if a learnt shape fits. */
export function textOf(message: string): Text | undefined {
  for (const shape of shapes) {
    const found = shape.pattern.exec(message);
    if (!found) continue;
    const values: Values = {};
    shape.names.forEach((name, at) => {
      const value = found[at + 1] ?? '';
      values[name] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return { id: shape.id, values };
  }
  return undefined;
}

/** The message in the language: its Text, its fixed words, else its shape, else as it is. */
export function say(language: Language, message: string, text?: Text): string {
  if (language === 'en') return message;
  if (text) return localize(language, message, text);
  const fixed = localize(language, message);
  if (fixed !== message) return fixed;
  const found = textOf(message);
  if (!found || i18nFor(language).messages[found.id] === undefined) return message;
  const values = Object.fromEntries(
    Object.entries(found.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' ? say(language, value) : value,
    ]),
  );
  return i18nFor(language)._(found.id, values);
}

/** A skipped row's reason: its parts ('Rent is required; Number: …') said one by one. */
export const sayReason = (language: Language, reason: string): string =>
  reason
    .split('; ')
    .map((part) => say(language, part))
    .join('; ');
