/**
 * A question before an action that cannot simply be taken back: it names what will happen, offers
 * Cancel (first, so a stray Enter does nothing) and the action, and holds still while the action runs.
 */
import type { ReactNode } from 'react';
import { partsCatalog } from '../locales/parts';
import { Button } from './button';
import { Dialog } from './dialog';
import { useT } from './use-t';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, naming what the action does to what. */
  children: ReactNode;
  /** The action's button ("Confirm", "Take and download"). */
  confirmLabel: string;
  /** The action is running: both buttons and Escape wait for its answer. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog so the question can be answered again. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT(partsCatalog);
  // Closing mid-request would drop the answer's toast.
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog open={open} kicker={t('parts.confirmKicker')} title={title} onClose={cancel}>
      <p>{children}</p>
      {error ? (
        <p className="rl-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="rl-dialog__actions">
        <Button onClick={cancel} disabled={busy}>
          {t('parts.cancel')}
        </Button>
        <Button variant="primary" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
