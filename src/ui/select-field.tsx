/** A labelled native select with its error under it. */
import { type SelectHTMLAttributes, useId } from 'react';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  options: readonly Option[];
  /** The empty first choice ("Select…"); omitted when null. */
  placeholder?: string | null;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function SelectField({
  label,
  options,
  placeholder = null,
  error,
  onChange,
  id,
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="rl-field">
      <label className="rl-label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="rl-input rl-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      >
        {placeholder !== null ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${selectId}-error`} className="rl-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
