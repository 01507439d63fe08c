/**
 * The call log (docs/rules/claiming.md#d5.24): each time a picker calls or writes on WhatsApp to its held lead's
 * client, from Call or WhatsApp on Collect, and how the picker said it went when it came back to the page.
 */
import { type Infer, object, optional } from 'superstruct';
import { NUMBER_STATUSES } from './enums';
import { OUTCOMES } from './lead-outcomes';
import { requiredChoice, requiredText } from './rules';

/** How the picker reached the client: the phone's dialer (`tel:`) or WhatsApp (`wa.me`). */
export const CALL_CHANNELS = ['call', 'whatsapp'] as const;
export type CallChannel = (typeof CALL_CHANNELS)[number];

/** What a call ended in: one of Collect's endings (Finish, Invalid Number, an outcome, Skip). */
export const CALL_OUTCOMES = [...NUMBER_STATUSES, ...OUTCOMES, 'skip'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const StartCallInput = object({
  channel: requiredChoice('Channel', CALL_CHANNELS, 'Channel is required'),
});
export type StartCallInput = Infer<typeof StartCallInput>;

/** The picker's return: without an outcome when it closed the question ('How did the call go?'). */
export const ReturnCallInput = object({
  outcome: optional(requiredChoice('Outcome', CALL_OUTCOMES, 'Outcome is required')),
});
export type ReturnCallInput = Infer<typeof ReturnCallInput>;

export const CallIdParams = object({ callId: requiredText('Call', 64) });

/** A call that is not the caller's own (404): another picker's, or none. */
export const CALL_NOT_FOUND = 'Call not found';
/** A call whose return was recorded already (409): a return is told once. */
export const CALL_RETURNED = 'This call was already recorded';
/** Starting a call on, or giving an outcome for, a lead the picker no longer holds (409). */
export const CALL_LEAD_NOT_HELD = 'You no longer hold this rental';

/** One attempt as the lead's history shows it. `returnedAt` is null while the picker has not come back. */
export interface CallRecord {
  _id: string;
  rentalId: string;
  picker: { _id: string; name: string };
  channel: CallChannel;
  startedAt: string;
  returnedAt: string | null;
  /** Seconds from the press to the return; null while not returned. */
  durationSeconds: number | null;
  outcome: CallOutcome | null;
}

/** GET /rental/:id/calls: the lead's attempts, newest first. */
export interface LeadCalls {
  rental: { _id: string; number: string };
  calls: CallRecord[];
}
