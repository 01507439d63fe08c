/**
 * A date (or a date and a time) typed in the element's language's order, with the browser's calendar
 * behind a button (docs/rules/language.md#d14.6). A native date input would be written in the
 * browser's order whatever the element's language. The value is a native input's: `YYYY-MM-DD`, or
 * `YYYY-MM-DDTHH:mm` with `withTime`; '' when empty. A value not whole yet, or outside min and max,
 * is never handed on: the field says what is wrong instead.
 */
import { useRef, useState } from 'react';
import { formatEntry, parseEntry } from '../lib/date-entry';
import { partsCatalog } from '../locales/parts';
import { useLanguage } from './language';
import { TextField } from './text-field';
import { useT } from './use-t';

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  withTime?: boolean;
  required?: boolean;
  /** The form's own error (a required field left empty); the field's own come first. */
  error?: string | undefined;
  id?: string;
}

export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  withTime = false,
  error,
  ...rest
}: DateFieldProps) {
  const t = useT(partsCatalog);
  const language = useLanguage();
  const [entry, setEntry] = useState({ text: formatEntry(value, language), value, language });
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a reset, a saved filter) or a new language rewrites the text.
  if (entry.value !== value || entry.language !== language)
    setEntry({ text: formatEntry(value, language), value, language });

  const outOfRange = (kept: string) => Boolean((min && kept < min) || (max && kept > max));
  const parsed = parseEntry(entry.text, language, withTime);
  const outside = parsed ? outOfRange(parsed) : false;
  const pattern = withTime ? t('parts.dateTimePattern') : t('parts.datePattern');
  const said = (bound: string | undefined) => (bound ? formatEntry(bound, language) : '…');
  const own =
    parsed === null && left
      ? t('parts.dateUnreadable', { pattern })
      : outside
        ? t('parts.dateOutOfRange', { min: said(min), max: said(max) })
        : undefined;

  const take = (text: string, kept = parseEntry(text, language, withTime)) => {
    const handed = kept !== null && (kept === '' || !outOfRange(kept));
    setEntry({ text, value: handed ? kept : value, language });
    if (handed && kept !== value) onChange(kept);
  };

  return (
    <TextField
      {...rest}
      label={label}
      autoComplete="off"
      // Wide enough for what it holds, as a native date input is, not a text input's 20 characters.
      size={withTime ? 20 : 11}
      placeholder={pattern}
      value={entry.text}
      error={own ?? error}
      onChange={(text) => take(text)}
      onBlur={() => setLeft(true)}
      addon={
        <>
          <button
            type="button"
            className="rl-btn rl-btn--ghost rl-input-addon"
            aria-label={t('parts.chooseDate', { label })}
            onClick={() => picker.current?.showPicker?.()}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M4 0h2v2h4V0h2v2h3v14H1V2h3V0zm9 6H3v8h10V6zM5 8h2v2H5V8zm4 0h2v2H9V8z"
              />
            </svg>
          </button>
          <input
            ref={picker}
            className="rl-date-picker"
            type={withTime ? 'datetime-local' : 'date'}
            tabIndex={-1}
            aria-hidden="true"
            value={parsed || value}
            min={min}
            max={max}
            onChange={(e) => take(formatEntry(e.target.value, language), e.target.value)}
          />
        </>
      }
    />
  );
}
