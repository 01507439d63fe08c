/**
 * How a picker may end a held lead besides Finish and Invalid Number, whose callback it is, and why it
 * may hand one back (docs/rules/claiming.md#d5.5), with their words. Apart from the schemas in ./leads.ts, so a screen
 * that only names them (the audit trail) loads no schema.
 */

/** How a picker may end a held lead besides Finish (valid) and Invalid Number (docs/rules/claiming.md#d5.5). */
export const OUTCOMES = ['no-answer', 'callback', 'not-interested', 'do-not-contact'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** What a lead's outcome may be: a picker's, or `unreachable`, a No Answer on its last attempt. */
export type RecordedOutcome = Outcome | 'unreachable';
/** The buttons' and tables' words for each outcome. */
export const OUTCOME_LABELS: Record<RecordedOutcome, string> = {
  'no-answer': 'No Answer',
  callback: 'Call Back Later',
  'not-interested': 'Not Interested',
  'do-not-contact': 'Do Not Contact',
  unreachable: 'Unreachable',
};
/** Whose callback it is: the picker's own until the grace ends, or anyone's of its team once due. */
export const CALLBACK_FOR = ['me', 'anyone'] as const;
export type CallbackFor = (typeof CALLBACK_FOR)[number];
export const CALLBACK_FOR_LABELS: Record<CallbackFor, string> = {
  me: 'Me',
  anyone: 'Anyone on my team',
};

/** Why a picker hands a held lead back unworked (docs/rules/claiming.md#d5.5): a short fixed list, and Other with a note. */
export const SKIP_REASONS = ['not-a-rental', 'duplicate', 'language', 'knows-client', 'other'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  'not-a-rental': 'Not a rental',
  duplicate: 'Duplicate of a lead I worked',
  language: 'Language I do not speak',
  'knows-client': 'I know the client',
  other: 'Other',
};
