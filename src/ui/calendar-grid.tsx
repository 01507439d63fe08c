/**
 * A month of days to pick one from, in the element's language, as WAI-ARIA's date picker dialog
 * grid (a table of day buttons): arrows move a day or a week, Page Up/Down a month (with Shift a year), Home/End the week's
 * ends, Enter or Space picks; days outside min..max show but cannot be picked or reached.
 * Loaded on first use by src/ui/date-field.tsx, with its styles.
 */
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { adoptStyles } from '../core/adopt-styles';
import { DATE_LOCALE, panamaDay } from '../lib/panama-dates';
import { partsCatalog } from '../locales/parts';
import { addDays, addMonths, clampDay, monthWeeks } from './calendar-days';
import { useLanguage } from './language';
import calendarCss from './styles/calendar.css?inline';
import { useT } from './use-t';

interface CalendarGridProps {
  /** The chosen day, `yyyy-mm-dd`, or ''. */
  value: string;
  min: string;
  max: string;
  onPick: (day: string) => void;
}

const STEPS: Record<string, (day: string, shift: boolean) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day, shift) => addMonths(day, shift ? -12 : -1),
  PageDown: (day, shift) => addMonths(day, shift ? 12 : 1),
  Home: (day) => addDays(day, -new Date(`${day}T00:00Z`).getUTCDay()),
  End: (day) => addDays(day, 6 - new Date(`${day}T00:00Z`).getUTCDay()),
};

const utc = (day: string) => new Date(`${day}T00:00Z`);

const adopted = new WeakSet<ShadowRoot>();

export function CalendarGrid({ value, min, max, onPick }: CalendarGridProps) {
  const t = useT(partsCatalog);
  const locale = DATE_LOCALE[useLanguage()];
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(() => clampDay(value || panamaDay(), min, max));
  // Only a key moves the focus to a day: the month buttons keep theirs.
  const [keyed, setKeyed] = useState(true);

  // Where a shadow root cannot adopt sheets, they are rendered in it (src/core/adopt-styles.ts).
  const [inline, setInline] = useState<string[]>([]);
  useLayoutEffect(() => {
    const node = root.current?.getRootNode();
    if (!(node instanceof ShadowRoot) || adopted.has(node)) return;
    const left = adoptStyles(node, [calendarCss]);
    if (left.length > 0) setInline(left);
    else adopted.add(node);
  }, []);
  useEffect(() => {
    if (keyed) root.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, keyed]);

  const move = (day: string, byKey: boolean) => {
    setKeyed(byKey);
    setFocused(clampDay(day, min, max));
  };
  const onKey = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    move(step(focused, event.shiftKey), true);
  };
  const name = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' });
  const weekday = (style: 'short' | 'long') =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: style });
  const weeks = monthWeeks(focused);
  const today = panamaDay();
  return (
    <div ref={root} className="rl-calendar">
      {inline.map((css) => (
        <style key={css}>{css}</style>
      ))}
      <div className="rl-calendar__head">
        <button
          type="button"
          className="rl-btn rl-btn--ghost rl-btn--small"
          aria-label={t('parts.date.previousMonth')}
          onClick={() => move(addMonths(focused, -1), false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={headingId} className="rl-calendar__month" aria-live="polite">
          {new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
            utc(focused),
          )}
        </h2>
        <button
          type="button"
          className="rl-btn rl-btn--ghost rl-btn--small"
          aria-label={t('parts.date.nextMonth')}
          onClick={() => move(addMonths(focused, 1), false)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table aria-labelledby={headingId}>
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={day} scope="col" abbr={weekday('long').format(utc(day))}>
                {weekday('short').format(utc(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const outside = day < min || day > max;
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      className={day.slice(0, 7) === focused.slice(0, 7) ? undefined : 'rl-calendar__other'}
                      aria-label={name.format(utc(day))}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={outside || undefined}
                      onKeyDown={onKey}
                      onClick={() => (outside ? undefined : onPick(day))}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
