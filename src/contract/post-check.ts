/**
 * The checks Create Rental makes as soon as a number or a post link is in its form
 * (docs/rules/leads.md#d5.23): whether it is already a lead's, or the number on the do-not-contact list,
 * the same refusals the create's 409 would give, said before the form is sent.
 */
import { type Infer, object, optional } from 'superstruct';
import { FIELD_MAX } from './enums';
import { optionalText, optionalUrl } from './rules';

/** GET /rental/check-post: a number (as typed), a post link, or both. */
export const PostCheckQuery = object({
  number: optional(optionalText('Number', FIELD_MAX.number)),
  post_link: optional(optionalUrl('Post Link', FIELD_MAX.url)),
});
export type PostCheckQuery = Infer<typeof PostCheckQuery>;

/** A check with neither a number nor a post link. */
export const CHECK_NEEDS_INPUT = 'Give a number or a post link to check';

/**
 * What one value is: already a lead's (who entered it, and when), or a number on the do-not-contact
 * list (no lead to name). Nothing of the lead itself: its client is not the asker's to read.
 */
export type PostCheckFinding =
  | { state: 'exists'; creatorName: string | null; createdAt: string }
  | { state: 'listed' };

/** Each value given and what it is; null when it is free, or was not given. */
export interface PostCheck {
  number: PostCheckFinding | null;
  post_link: PostCheckFinding | null;
}
