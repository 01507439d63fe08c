/**
 * The card after the picker ends a lead: what it did, and what will happen to the lead as the server
 * decided it (docs/rules/claiming.md#d5.5): for good, back after a retry's minutes with its attempt, back at a
 * callback's time (Panama time), or handed back. A lead finished valid offers 'Close deal'.
 */
import type { Ref } from 'react';
import {
  type CompleteTaskResult,
  type Language,
  localize,
  OUTCOME_LABELS,
  type Rental,
} from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { useLanguage } from '../../ui/language';
import { type Translate, useT } from '../../ui/use-t';

/** A lead that left the picker's hands: the server's answer to its ending, or a skip. */
export type Ended = { rental: Rental } & ({ result: CompleteTaskResult } | { skipped: true });

type CollectKey = keyof typeof collectCatalog.en;

/** The line saying what the picker did, and the one saying what becomes of the lead. */
function linesOf({ rental, ...how }: Ended, t: Translate<CollectKey>, language: Language) {
  const number = showNumber(rental.number);
  if ('skipped' in how) return [t('collect.skippedLead', { number }), t('collect.skipIntro')];
  const { outcome, attempts, maxAttempts, retryMinutes, dueAt, callbackFor } = how.result;
  if (outcome === null)
    return rental.number_status === 'invalid'
      ? [t('collect.invalidLead', { number }), t('collect.fate.final')]
      : [t('collect.finishedLead', { number }), t('collect.fate.valid')];
  const did = t('collect.endedLead', { outcome: localize(language, OUTCOME_LABELS[outcome]), number });
  const time = dueAt ? formatDateTime(dueAt, language) : '';
  switch (outcome) {
    case 'no-answer':
      return [
        did,
        t('collect.fate.noAnswer', { minutes: retryMinutes, attempt: attempts, max: maxAttempts }),
      ];
    case 'unreachable':
      return [did, t('collect.fate.unreachable', { attempt: attempts, max: maxAttempts })];
    case 'callback':
      return [
        did,
        callbackFor === 'anyone'
          ? t('collect.fate.callbackTeam', { time })
          : t('collect.fate.callbackMine', { time }),
      ];
    case 'do-not-contact':
      return [did, t('collect.fate.doNotContact')];
    default:
      return [did, t('collect.fate.final')];
  }
}

interface LeadFateProps {
  ended: Ended;
  /** Focus lands on the first line after an ending. */
  ref?: Ref<HTMLParagraphElement>;
  onCloseDeal: () => void;
}

export function LeadFate({ ended, ref, onCloseDeal }: LeadFateProps) {
  const t = useT(collectCatalog);
  const language = useLanguage();
  const [did, fate] = linesOf(ended, t, language);
  const valid = 'result' in ended && ended.result.outcome === null && ended.rental.number_status === 'valid';
  return (
    <div className="rl-card rl-stack" part="lead">
      <p ref={ref} tabIndex={-1}>
        {did}
      </p>
      <p className="rl-muted" part="lead-fate">
        {fate}
      </p>
      {valid ? (
        <div className="rl-actions">
          <Button variant="primary" onClick={onCloseDeal}>
            {t('collect.closeDeal')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
