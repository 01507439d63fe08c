/** A password input with a show/hide toggle (docs/rules/auth.md). */
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="rl-btn rl-btn--ghost rl-input-addon"
          aria-pressed={shown}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
