/**
 * A date, or a date and time, typed in the element's language's order with its pattern as the
 * placeholder, or chosen on a month calendar (docs/rules/language.md#d14.6, docs/decisions.md#p110).
 * Callers get what a native date or datetime-local input gives: ISO, '' when empty, and never a half
 * or out-of-range entry, which the field itself explains.
 */
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { readDate, writeDate } from '../lib/date-entry';
import { partsCatalog } from '../locales/parts';
import { useLanguage } from './language';
import { TextField } from './text-field';
import { useAnchoredPopover } from './use-anchored-popover';
import { useT } from './use-t';

// Loaded on the first opening: most people type the date, and every element is near its budget.
const CalendarGrid = lazy(() => import('./calendar-grid').then((m) => ({ default: m.CalendarGrid })));

interface DateFieldProps {
  label: string;
  /** `yyyy-mm-dd`, or with `withTime` a datetime-local value `yyyy-mm-ddTHH:mm`; '' for none. */
  value: string;
  /** The first and last values allowed, in the value's form. */
  min: string;
  max: string;
  withTime?: boolean;
  required?: boolean;
  /** The caller's own reason (a required value missing); the field's own comes first. */
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function DateField({
  label,
  value,
  min,
  max,
  withTime = false,
  required,
  error,
  onChange,
}: DateFieldProps) {
  const t = useT(partsCatalog);
  const language = useLanguage();
  const dialogId = useId();
  const calendar = useAnchoredPopover();
  const [text, setText] = useState(() => writeDate(value, language, withTime));
  const [checked, setChecked] = useState(false);
  // What the text was last written from: a new value from outside, or a new language, rewrites it.
  const [source, setSource] = useState({ value, language });
  if (source.value !== value || source.language !== language) {
    setSource({ value, language });
    setText(writeDate(value, language, withTime));
  }

  const enter = (typed: string) => {
    setText(typed);
    setChecked(false);
    const read = readDate(typed, language, withTime);
    const next = read && read >= min && read <= max ? read : '';
    setSource({ value: next, language });
    if (next !== value) onChange(next);
  };

  const read = readDate(text, language, withTime);
  const hint = t(withTime ? 'parts.date.timeHint' : 'parts.date.hint');
  let problem: string | undefined;
  if (read === null && checked)
    problem = t(withTime ? 'parts.date.unreadableTime' : 'parts.date.unreadable', { hint });
  else if (read && (read < min || read > max))
    problem = t('parts.date.outOfRange', {
      min: writeDate(min, language, withTime),
      max: writeDate(max, language, withTime),
    });

  const pick = (day: string) => {
    calendar.hide();
    if (!withTime) return enter(writeDate(day, language));
    // A day picked keeps the time typed; without one, the time is still to type.
    const time = read ? read.slice(10) : '';
    enter(time ? writeDate(day + time, language, true) : `${writeDate(day, language)}, `);
  };

  const onCalendarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Escape closes the calendar alone, not a dialog the field is in.
      event.preventDefault();
      event.stopPropagation();
      calendar.hide();
    }
    // A modal dialog: Tab goes round its month buttons and its focusable day.
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])')];
    const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.key !== 'Tab' || active !== (event.shiftKey ? stops[0] : stops.at(-1))) return;
    event.preventDefault();
    (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
  };

  return (
    <TextField
      label={label}
      value={text}
      placeholder={hint}
      autoComplete="off"
      // As wide as what it holds, as a native date input is, not a text input's 20 characters.
      size={withTime ? 22 : 11}
      required={required}
      error={problem ?? error}
      onChange={enter}
      onBlur={() => {
        setChecked(true);
        if (read) setText(writeDate(read, language, withTime));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setChecked(true);
      }}
      addon={
        <>
          <button
            ref={calendar.anchor}
            type="button"
            className="rl-btn rl-btn--ghost rl-input-addon"
            aria-label={t('parts.date.open', { label })}
            aria-haspopup="dialog"
            aria-expanded={calendar.open}
            aria-controls={calendar.open ? dialogId : undefined}
            onClick={calendar.toggle}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M2 3h12v11H2zM2 6h12M5 1v3M11 1v3" fill="none" stroke="currentColor" />
            </svg>
          </button>
          {calendar.open ? (
            <div
              ref={calendar.popover}
              id={dialogId}
              popover="manual"
              role="dialog"
              aria-modal="true"
              aria-label={t('parts.date.dialog')}
              className="rl-popover"
              onKeyDown={onCalendarKey}
            >
              <Suspense fallback={null}>
                <CalendarGrid
                  value={read ? read.slice(0, 10) : ''}
                  min={min.slice(0, 10)}
                  max={max.slice(0, 10)}
                  onPick={pick}
                />
              </Suspense>
            </div>
          ) : null}
        </>
      }
    />
  );
}
