/**
 * What a picker is doing, in words (docs/rules/operations.md#d9.1): "Holding lead NUMBER for mm:ss" counting every second,
 * "Idle since 9:41 AM", "Daily limit reached" or "Offline"; a holding row also offers Release.
 */
import { useEffect, useState } from 'react';
import { type BoardPicker, PICKER_STATE_LABELS } from '../../contract';
import { useClock } from '../../lib/clock';
import { showNumber } from '../../lib/phone';
import { Button } from '../../ui/button';
import { heldFor, panamaClock } from './board-time';
import { useBoardWords } from './board-words';

/** The server's clock minus the page's, so a hold counts from the server's `since` (docs/rules/operations.md#d9.1). */
export type ClockSkew = number;

function HeldFor({ since, skew }: { since: string; skew: ClockSkew }) {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    return clock.every(1000, () => setNow(clock.now()));
  }, [clock]);
  return <span className="rl-ops-timer">{heldFor(now + skew - Date.parse(since))}</span>;
}

interface PickerStateProps {
  picker: BoardPicker;
  /** The board's read time (server clock), for the day of "idle since". */
  at: string;
  skew: ClockSkew;
  onRelease: (picker: BoardPicker) => void;
}

/** Where the live count goes in the sentence: the translation decides, the count ticks apart from it. */
const COUNT = '\u2063';

export function PickerState({ picker, at, skew, onRelease }: PickerStateProps) {
  const { t, term, language } = useBoardWords();
  const { state, holding } = picker;
  if (state === 'holding' && holding) {
    const number = showNumber(holding.number);
    const [before, after] = t('board.holding', { number, heldFor: COUNT }).split(COUNT);
    return (
      <div className="rl-ops-state rl-ops-state--holding">
        <span>
          {before}
          <HeldFor since={holding.since} skew={skew} />
          {after}
        </span>
        <Button
          className="rl-btn--small"
          aria-label={t('board.releaseLabel', { number, name: picker.name })}
          onClick={() => onRelease(picker)}
        >
          {t('board.release')}
        </Button>
      </div>
    );
  }
  const text =
    state === 'idle' && picker.lastFinishAt
      ? t('board.idleSince', { time: panamaClock(picker.lastFinishAt, at, language) })
      : term(PICKER_STATE_LABELS[state]);
  return <span className={`rl-ops-state rl-ops-state--${state}`}>{text}</span>;
}
