/** A password input with a show/hide toggle (docs/rules/auth.md). */
import { useState } from 'react';
import { partsCatalog } from '../locales/parts';
import { TextField, type TextFieldProps } from './text-field';
import { useT } from './use-t';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [shown, setShown] = useState(false);
  const t = useT(partsCatalog);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="rl-btn rl-btn--ghost rl-input-addon"
          aria-pressed={shown}
          aria-label={shown ? t('parts.password.hideLabel') : t('parts.password.showLabel')}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('parts.password.hide') : t('parts.password.show')}
        </button>
      }
    />
  );
}
