/** A labelled input with its error under it, wired for screen readers. */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  /** A control drawn inside the input's right edge (e.g. show/hide). */
  addon?: ReactNode;
}

export function TextField({ label, error, onChange, addon, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const field = (
    <input
      id={inputId}
      className="rl-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
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
      {error ? (
        <span id={errorId} className="rl-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
