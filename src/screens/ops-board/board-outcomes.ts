/**
 * A picker's day of outcomes and skips in words (docs/rules/operations.md#d9.1, docs/rules/claiming.md#d5.5), in the contract's order, skips
 * last with the latest one's time and reason: "No Answer 3 · Not Interested 1 · Skipped 2 (latest
 * 9:50 AM: Language I do not speak)". One text, so the board keeps to 1280 px (docs/rules/screens.md).
 */
import { type BoardPicker, OUTCOME_LABELS, RECORDED_OUTCOMES, SKIP_REASON_LABELS } from '../../contract';
import { panamaClock } from './board-time';
import type { BoardWords } from './board-words';

type Day = Pick<BoardPicker, 'outcomesToday' | 'skipsToday' | 'lastSkip'>;

/** A dash when the picker ended no hold with an outcome and skipped nothing; `at` is the board's read time. */
export function outcomesText(
  { outcomesToday, skipsToday, lastSkip }: Day,
  at: string,
  { t, term, language }: BoardWords,
): string {
  const parts = RECORDED_OUTCOMES.filter((outcome) => outcomesToday[outcome] > 0).map(
    (outcome) => `${term(OUTCOME_LABELS[outcome])} ${outcomesToday[outcome]}`,
  );
  if (skipsToday > 0) {
    const reason = lastSkip ? term(SKIP_REASON_LABELS[lastSkip.reason]) : '';
    parts.push(
      lastSkip
        ? t('board.skippedLatest', {
            count: skipsToday,
            time: panamaClock(lastSkip.at, at, language),
            reason: lastSkip.note ? `${reason}, ${lastSkip.note}` : reason,
          })
        : t('board.skipped', { count: skipsToday }),
    );
  }
  return parts.length > 0 ? parts.join(' · ') : '-';
}
