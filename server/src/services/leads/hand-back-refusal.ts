/**
 * What `finish_lead` and `skip_lead` answer when the picker has nothing to hand back: an account or
 * token gone, or a lead that went back to the pool since (released by a supervisor or expired, rules
 * D9.3 and D9.4), refused with the picker's message.
 */
import {
  LEAD_RELEASED,
  leadReleasedMessage,
  type ReleaseReason,
  SESSION_EXPIRED,
} from '../../../../src/contract';
import type { EventSink } from '../../lib/events';
import { conflict, type HttpError, unauthorized } from '../../lib/http-error';

export type HandBackRefusal =
  | { refusal: 'ended' }
  | { refusal: 'released'; reason: ReleaseReason; number: string; after_minutes: number | null };

export function handBackRefused(refused: HandBackRefusal, pickerId: string, events: EventSink): HttpError {
  if (refused.refusal === 'ended') return unauthorized(SESSION_EXPIRED);
  // This very call may have returned the expired hold (docs/rules/operations.md#d9.4); a supervisor's release was told
  // when it was made. Told twice, a board only reads itself once more.
  if (refused.reason === 'expired')
    events.emit('leadReleased', { pickerId, reason: 'expired', inAnswer: true });
  return conflict(
    leadReleasedMessage(refused.number, refused.reason, refused.after_minutes ?? undefined),
    LEAD_RELEASED,
  );
}
