/**
 * How deeply JSON text nests, read before it is parsed. The API's bodies are flat objects, but a
 * body of 100,000 nested arrays parses fine and then overflows the stack of whatever walks it (a
 * validator printing the value it refuses), which answered 500. One pass over the text, strings
 * skipped with indexOf, costs about a millisecond a megabyte.
 */

/** Far deeper than any body the API takes, far shallower than what overflows a walk of it. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = 'The request body is nested too deeply';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** The index of the quote that ends the string opened at `start`, or the text's length when none does. */
function endOfString(text: string, start: number): number {
  let at = start;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

/** Whether `text` opens more than `max` arrays or objects inside one another (brackets in strings do not count). */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = endOfString(text, i);
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
