/**
 * The release confirmation (docs/rules/operations.md#d9.3): names the lead and its picker, then sends the lead back to the
 * pool. A refusal (the lead was finished or released meanwhile: 409; out of reach: 404) stays in the
 * dialog, since the row behind it was out of date.
 */
import { useReleaseLead } from '../../api/operations/release-lead';
import type { BoardPicker } from '../../contract';
import { isApiError, messageOf } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { showNumber } from '../../lib/phone';
import { boardCatalog } from '../../locales/board';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../ui/use-t';

/** The picker and the lead it held when Release was pressed. */
export type ReleaseTarget = BoardPicker & { holding: NonNullable<BoardPicker['holding']> };

interface ReleaseDialogProps {
  /** null keeps the dialog closed. */
  target: ReleaseTarget | null;
  onClose: () => void;
  onReleased: (target: ReleaseTarget) => void;
}

/** The sentence's `<0>…</0>` parts (the lead and its picker) shown strong. */
function Strong({ text }: { text: string }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
  return text.split(/<\/?0>/).map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : part));
}

export function ReleaseDialog({ target, onClose, onReleased }: ReleaseDialogProps) {
  const t = useT(boardCatalog);
  const failed = t('board.releaseFailed');
  const mutation = useReleaseLead();
  const number = target ? showNumber(target.holding.number) : '';
  const refused =
    isApiError(mutation.error) && (mutation.error.status === 404 || mutation.error.status === 409);
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    mutation.mutate(target.holding.rentalId, {
      onSuccess: (message) => {
        toastSuccess(message);
        mutation.reset();
        onReleased(target);
      },
      onError: (error) => toastFailure(error, failed),
    });
  };
  return (
    <Dialog
      open={target !== null}
      kicker={t('board.confirm')}
      title={t('board.releaseTitle', { number })}
      onClose={close}
    >
      <p>
        <Strong text={t('board.releaseText', { number, name: target?.name ?? '' })} />
      </p>
      {mutation.isError ? (
        <p className="rl-error" role="alert">
          {messageOf(mutation.error, failed)}
        </p>
      ) : null}
      <div className="rl-dialog__actions">
        <Button onClick={close} disabled={mutation.isPending}>
          {refused ? t('board.close') : t('board.cancel')}
        </Button>
        {refused ? null : (
          <Button variant="danger" busy={mutation.isPending} onClick={confirm}>
            {t('board.release')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
