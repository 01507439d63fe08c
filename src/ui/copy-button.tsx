/** Copies a text to the clipboard, reads 'Copied' for a moment, and says so in a toast when the browser refuses. */
import { type ComponentProps, useEffect, useState } from 'react';
import { toastError } from '../core/toaster';
import { useClock } from '../lib/clock';
import { partsCatalog } from '../locales/parts';
import { Button } from './button';
import { useT } from './use-t';

export const COPIED_MS = 1500;

interface CopyButtonProps extends Omit<ComponentProps<'button'>, 'onClick' | 'children'> {
  /** What is copied, for the accessible name: `Copy Client Name`. */
  label: string;
  text: string;
  /** The button's word before it copies ('Copy' when absent). */
  caption?: string;
}

export function CopyButton({ label, text, caption, ...rest }: CopyButtonProps) {
  const clock = useClock();
  const t = useT(partsCatalog);
  // A fresh object per press, so a second press restarts the 'Copied' moment.
  const [copied, setCopied] = useState<object | null>(null);
  useEffect(() => (copied ? clock.after(COPIED_MS, () => setCopied(null)) : undefined), [copied, clock]);

  const copy = async () => {
    try {
      // Absent outside secure contexts: the TypeError lands in the catch like a refusal.
      await navigator.clipboard.writeText(text);
      setCopied({});
    } catch {
      toastError(t('parts.copyFailed'));
    }
  };

  return (
    <Button
      className="rl-btn--small"
      aria-label={t('parts.copyNamed', { action: copied ? t('parts.copied') : t('parts.copy'), label })}
      onClick={() => void copy()}
      {...rest}
    >
      {copied ? t('parts.copied') : (caption ?? t('parts.copy'))}
    </Button>
  );
}
