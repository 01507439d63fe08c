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
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export const RELEASE_FAILED = 'Failed to release the lead';

/** The picker and the lead it held when Release was pressed. */
export type ReleaseTarget = BoardPicker & { holding: NonNullable<BoardPicker['holding']> };

interface ReleaseDialogProps {
  /** null keeps the dialog closed. */
  target: ReleaseTarget | null;
  onClose: () => void;
  onReleased: (target: ReleaseTarget) => void;
}

export function ReleaseDialog({ target, onClose, onReleased }: ReleaseDialogProps) {
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
      onError: (error) => toastFailure(error, RELEASE_FAILED),
    });
  };
  return (
    <Dialog open={target !== null} kicker="Confirm!" title={`Release lead ${number}`} onClose={close}>
      <p>
        Send lead <strong>{number}</strong> held by <strong>{target?.name}</strong> back to the pool? Another
        picker can then claim it, and {target?.name} can no longer finish it.
      </p>
      {mutation.isError ? (
        <p className="rl-error" role="alert">
          {messageOf(mutation.error, RELEASE_FAILED)}
        </p>
      ) : null}
      <div className="rl-dialog__actions">
        <Button onClick={close} disabled={mutation.isPending}>
          {refused ? 'Close' : 'Cancel'}
        </Button>
        {refused ? null : (
          <Button variant="danger" busy={mutation.isPending} onClick={confirm}>
            Release
          </Button>
        )}
      </div>
    </Dialog>
  );
}
