/** A labelled input with its error under it, wired for screen readers. */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  /** A control drawn inside the input's right edge (e.g. show/hide). */
  addon?: ReactNode;
  /** A note under the input (where its value came from), read with it by screen readers. */
  hint?: ReactNode;
}

export function TextField({ label, error, onChange, addon, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const field = (
    <input
      id={inputId}
      className="rl-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      onChange={(e) => onChange(e.target.value)}
      {...input}
    />
  );
  return (
    <div className="rl-field">
      <label className="rl-label" htmlFor={inputId}>
        {label}
      </label>
      {addon ? (
        <div className="rl-input-wrap">
          {field}
          {addon}
        </div>
      ) : (
        field
      )}
      {hint ? (
        <div id={hintId} className="rl-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <span id={errorId} className="rl-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
