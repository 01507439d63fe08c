/** The one button: variants by class, a busy state that disables it and shows a small spinner. */
import type { ComponentProps } from 'react';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'danger' | 'ghost' | 'default';
  block?: boolean;
  busy?: boolean;
}

export function Button({
  variant = 'default',
  block,
  busy,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'rl-btn',
    variant !== 'default' && `rl-btn--${variant}`,
    block && 'rl-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
