/** A labelled textarea with its error under it and, with a maximum, a live 'n/max' counter. */
import { type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function TextAreaField({ label, value, error, onChange, maxLength, id, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [maxLength ? `${fieldId}-count` : '', error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="rl-field">
      <label className="rl-label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className="rl-input rl-textarea"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
      {maxLength ? (
        <span id={`${fieldId}-count`} className="rl-muted rl-char-count">
          {value.length}/{maxLength}
        </span>
      ) : null}
      {error ? (
        <span id={`${fieldId}-error`} className="rl-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
