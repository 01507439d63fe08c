/**
 * `POST /rental/extract-post`'s input and words (docs/rules/leads.md#d5.22): the text of a post, at
 * most 20,000 characters, read into Create Rental's fields. Apart from the lead schemas, so no screen
 * that does not read posts loads them.
 */
import { define, type Infer, object } from 'superstruct';
import { trimmed } from './rules';

/** The longest text read: ten times a long post, and a bound on the time one call may take. */
export const POST_TEXT_MAX = 20_000;
export const POST_TEXT_REQUIRED = "Paste a post's text to read it";
export const POST_TEXT_TOO_LONG = 'A post can be at most 20,000 characters';
export const POST_READ = 'Post read';

export const ExtractPostInput = object({
  text: trimmed(
    define<string>('text', (v) => {
      if (typeof v !== 'string' || v === '') return POST_TEXT_REQUIRED;
      return v.length <= POST_TEXT_MAX || POST_TEXT_TOO_LONG;
    }),
  ),
});
export type ExtractPostInput = Infer<typeof ExtractPostInput>;
