/** Why the server refused a claim (a 429 or 404 with a `code`, docs/rules/leads.md#d5), as the picker should read it. */
import { CLAIM_REFUSALS, type ClaimRefusal, type Language } from '../../contract';
import { isApiError } from '../../core/api-error';
import { formatDateTime } from '../../lib/panama-dates';
import type { collectCatalog } from '../../locales/collect';
import type { Translate } from '../../ui/use-t';
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

type CollectKey = keyof typeof collectCatalog.en;

/**
 * The panel's title and text in the screen's language; `now` places the end of a pause on the clock.
 * The global hold reads as a pause here, so it is never taken for the lead a picker holds (docs/rules/claiming.md#d5.4).
 */
export function describeRefusal(
  { code, retryAfter }: Refusal,
  now: number,
  t: Translate<CollectKey>,
  language: Language,
): Notice {
  switch (code) {
    case 'daily-limit':
      return { title: t('collect.dailyLimitTitle'), text: t('collect.dailyLimitText') };
    case 'admin-limit':
      return { title: t('collect.teamLimitTitle'), text: t('collect.teamLimitText') };
    case 'hold':
      return {
        title: t('collect.pausedTitle'),
        text:
          retryAfter > 0
            ? t('collect.pausedUntil', { time: formatDateTime(now + retryAfter * 1000, language) })
            : t('collect.pausedOpen'),
      };
    case 'delay':
      return { title: t('collect.waitTitle'), text: t('collect.waitText', { seconds: retryAfter }) };
    case 'pool-empty':
      return { title: t('collect.poolEmptyTitle'), text: t('collect.poolEmptyText') };
  }
}
