/**
 * The question before a deal's status changes (docs/rules/deals.md#d6.3): it names the deal and what the change does,
 * then saves it. A refusal stays in the dialog, since the row behind it may be out of date.
 */
import { useFinalClose } from '../../api/deals/final-close';
import type { ClosedRental, FinalCloseInput } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { showNumber } from '../../lib/phone';
import { dealsCatalog } from '../../locales/deals';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { type Translate, useT } from '../../ui/use-t';

/** A deal and the status an admin chose for it. */
export interface StatusChoice {
  deal: ClosedRental;
  status: FinalCloseInput['status'];
}

type DealsKey = keyof typeof dealsCatalog.en;

/**
 * What the change does: a deal leaves In Process for good; a settled one is corrected (docs/rules/deals.md#d6.3).
 * English names the statuses by their values (done, failed), Spanish by their words.
 */
export function statusQuestion({ deal, status }: StatusChoice, t: Translate<DealsKey>): string {
  const number = showNumber(deal.number);
  return deal.status === 'in-process'
    ? t('deals.markQuestion', { number, status })
    : t('deals.changeQuestion', { number, from: deal.status, to: status });
}

interface DealStatusDialogProps {
  /** null keeps the dialog closed. */
  choice: StatusChoice | null;
  onClose: () => void;
  onChanged: (choice: StatusChoice) => void;
}

export function DealStatusDialog({ choice, onClose, onChanged }: DealStatusDialogProps) {
  const mutation = useFinalClose();
  const t = useT(dealsCatalog);
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
          toastSuccess(t('deals.statusChanged'));
          mutation.reset();
          onChanged(choice);
        },
        onError: (error) => toastFailure(error, t('deals.statusFailed')),
      },
    );
  };
  return (
    <ConfirmDialog
      open={choice !== null}
      title={t('deals.statusTitle')}
      confirmLabel={t('deals.confirm')}
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, t('deals.statusFailed')) : null}
      onConfirm={confirm}
      onCancel={close}
    >
      {choice ? statusQuestion(choice, t) : null}
    </ConfirmDialog>
  );
}
