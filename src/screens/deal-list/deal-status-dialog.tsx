/**
 * The question before a deal's status changes (docs/rules/deals.md#d6.3): it names the deal and what the change does,
 * then saves it. A refusal stays in the dialog, since the row behind it may be out of date.
 */
import { useFinalClose } from '../../api/deals/final-close';
import { type ClosedRental, DEAL_STATUS_CHANGED, type FinalCloseInput } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { showNumber } from '../../lib/phone';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export const STATUS_FAILED = 'Failed to update status';

/** A deal and the status an admin chose for it. */
export interface StatusChoice {
  deal: ClosedRental;
  status: FinalCloseInput['status'];
}

/** What the change does: a deal leaves In Process for good; a settled one is corrected (docs/rules/deals.md#d6.3). */
export function statusQuestion({ deal, status }: StatusChoice): string {
  const number = showNumber(deal.number);
  return deal.status === 'in-process'
    ? `Mark the deal on ${number} as ${status}? It cannot go back to In Process.`
    : `Change the deal on ${number} from ${deal.status} to ${status}?`;
}

interface DealStatusDialogProps {
  /** null keeps the dialog closed. */
  choice: StatusChoice | null;
  onClose: () => void;
  onChanged: (choice: StatusChoice) => void;
}

export function DealStatusDialog({ choice, onClose, onChanged }: DealStatusDialogProps) {
  const mutation = useFinalClose();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!choice) return;
    mutation.mutate(
      { id: choice.deal._id, status: choice.status },
      {
        onSuccess: () => {
          toastSuccess(DEAL_STATUS_CHANGED);
          mutation.reset();
          onChanged(choice);
        },
        onError: (error) => toastFailure(error, STATUS_FAILED),
      },
    );
  };
  return (
    <ConfirmDialog
      open={choice !== null}
      title="Change the deal's status"
      confirmLabel="Confirm"
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, STATUS_FAILED) : null}
      onConfirm={confirm}
      onCancel={close}
    >
      {choice ? statusQuestion(choice) : null}
    </ConfirmDialog>
  );
}
