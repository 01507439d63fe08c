/**
 * The callback alert in Collect's header (docs/rules/claiming.md#d5.29): how many of the picker's own callbacks
 * are late, due, or upcoming (due within 15 minutes), escalating from upcoming to due to late, each state
 * a word and an icon besides its colour, said politely to screen readers. The most overdue one opens
 * from here. The client's clock moves the states between two reads of the list; the server's `due`
 * wins when the two clocks disagree.
 */
import { useEffect, useState } from 'react';
import { useMyCallbacks } from '../../api/leads/my-callbacks';
import type { MyCallback } from '../../contract';
import { useClock } from '../../lib/clock';
import { showNumber } from '../../lib/phone';
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';

/** How long before its time a callback is upcoming. */
const UPCOMING_MS = 15 * 60_000;

type AlertState = 'late' | 'due' | 'upcoming';

const ICONS: Record<AlertState, string> = { late: '⚠', due: '⏰', upcoming: '🕑' };

function stateOf(callback: MyCallback, now: number): AlertState | null {
  const dueAt = Date.parse(callback.dueAt);
  const due = callback.due || now >= dueAt;
  if (due) return now >= Date.parse(callback.lateAt) ? 'late' : 'due';
  return dueAt - now <= UPCOMING_MS ? 'upcoming' : null;
}

/** The next instant one of the callbacks changes state, if any. */
function nextChange(callbacks: readonly MyCallback[], now: number): number | null {
  const times = callbacks
    .flatMap(({ dueAt, lateAt }) => [Date.parse(dueAt) - UPCOMING_MS, Date.parse(dueAt), Date.parse(lateAt)])
    .filter((time) => time > now);
  return times.length > 0 ? Math.min(...times) : null;
}

interface CallbackAlertProps {
  /** Nothing held, no wait, no pause: a due callback may be opened. */
  canOpen: boolean;
  /** The callback being opened; Open waits meanwhile. */
  opening: string | null;
  onOpen: (id: string) => void;
}

export function CallbackAlert({ canOpen, opening, onOpen }: CallbackAlertProps) {
  const t = useT(collectCatalog);
  const clock = useClock();
  const { data } = useMyCallbacks();
  const [now, setNow] = useState(() => clock.now());
  const callbacks = data ?? [];
  const next = nextChange(callbacks, now);

  // A new read of the list is placed on the clock again; then a timer wakes the alert at each change.
  useEffect(() => {
    if (data) setNow(clock.now());
  }, [data, clock]);
  useEffect(() => {
    if (next === null) return;
    return clock.after(Math.max(0, next - clock.now()), () => setNow(clock.now()));
  }, [next, clock]);

  const states = callbacks.map((callback) => stateOf(callback, now));
  const count = (state: AlertState) => states.filter((s) => s === state).length;
  const counts = { late: count('late'), due: count('due'), upcoming: count('upcoming') };
  const total = counts.late + counts.due + counts.upcoming;
  const top: AlertState | null = counts.late
    ? 'late'
    : counts.due
      ? 'due'
      : counts.upcoming
        ? 'upcoming'
        : null;
  // Listed by due time: the first due or late one is the most overdue.
  const first = callbacks.find((_, i) => states[i] === 'late' || states[i] === 'due');
  const said = [
    counts.late ? t('collect.alertLate', { count: counts.late }) : null,
    counts.due ? t('collect.alertDue', { count: counts.due }) : null,
    counts.upcoming ? t('collect.alertUpcoming', { count: counts.upcoming }) : null,
  ].filter((text) => text !== null);

  return (
    <div className={`rl-callback-alert${top ? ` rl-callback-alert--${top}` : ''}`} part="callback-alert">
      {top ? (
        <span className="rl-callback-alert__count" aria-hidden="true">
          {ICONS[top]} {total}
        </span>
      ) : null}
      {/* Always there, so a change of its words is announced. */}
      <p role="status" aria-live="polite" aria-label={t('collect.alertLabel')}>
        {said.join(' · ')}
      </p>
      {first ? (
        <Button
          aria-label={t('collect.alertOpenLabel', { number: showNumber(first.number) })}
          busy={opening === first._id}
          disabled={!canOpen || opening !== null}
          onClick={() => onOpen(first._id)}
        >
          {t('collect.alertOpen')}
        </Button>
      ) : null}
    </div>
  );
}
