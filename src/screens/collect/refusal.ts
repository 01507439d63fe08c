/** Why the server refused a claim (a 429 or 404 with a `code`, docs/rules/leads.md#d5), as the picker should read it. */
import { CLAIM_REFUSALS, type ClaimRefusal } from '../../contract';
import { isApiError } from '../../core/api-error';
import { formatDateTime } from '../../lib/panama-dates';
import type { Notice } from './claim-controls';

export interface Refusal {
  code: ClaimRefusal;
  /** Seconds until fetching may work again, when the server says. */
  retryAfter: number;
}

export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || error.code === null) return null;
  const code = CLAIM_REFUSALS.find((refusal) => refusal === error.code);
  if (code === undefined || (error.status !== 429 && error.status !== 404)) return null;
  return { code, retryAfter: error.retryAfter ?? 0 };
}

/**
 * The panel's title and text; `now` places the end of a pause on the clock. The global hold reads as a
 * pause here, so it is never taken for the lead a picker holds (docs/rules/claiming.md#d5.4).
 */
export function describeRefusal({ code, retryAfter }: Refusal, now: number): Notice {
  switch (code) {
    case 'daily-limit':
      return {
        title: 'Daily limit reached',
        text: 'You have reached your daily limit. You can fetch again tomorrow.',
      };
    case 'admin-limit':
      return {
        title: 'Team limit reached',
        text: "Your admin's pickers have reached their daily cap. Fetching opens again tomorrow.",
      };
    case 'hold':
      return {
        title: 'Fetching is paused',
        text:
          retryAfter > 0
            ? `Fetching resumes at ${formatDateTime(now + retryAfter * 1000)} (Panama time).`
            : 'Fetching resumes when the super-admin ends the pause.',
      };
    case 'delay':
      return { title: 'Please wait', text: `You can fetch again in ${retryAfter} seconds.` };
    case 'pool-empty':
      return { title: 'No rental available', text: 'No rental is available right now. Try again later.' };
  }
}
