/** A deal's "Close Deal" choice for admins (docs/rules/screens.md: choose, done, failed), saved as soon as it changes. */
import { useFinalClose } from '../../api/deals/final-close';
import { type ClosedRental, DEAL_STATUS_CHANGED, type FinalCloseInput } from '../../contract';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { showNumber } from '../../lib/phone';

export const STATUS_FAILED = 'Failed to update status';

interface StatusSelectProps {
  deal: ClosedRental;
  onChanged: (deal: ClosedRental, status: FinalCloseInput['status']) => void;
}

export function StatusSelect({ deal, onChanged }: StatusSelectProps) {
  const mutation = useFinalClose();
  // While saving, show the value being saved; the refetched row confirms it before the select unlocks.
  const shown = mutation.isPending ? mutation.variables?.status : deal.status;
  return (
    <select
      className="rl-input rl-select"
      aria-label={`Close Deal for ${showNumber(deal.number)}`}
      value={shown === 'done' || shown === 'failed' ? shown : ''}
      disabled={mutation.isPending}
      aria-busy={mutation.isPending || undefined}
      onChange={(event) => {
        const status = event.target.value as FinalCloseInput['status'];
        mutation.mutate(
          { id: deal._id, status },
          {
            onSuccess: () => {
              toastSuccess(DEAL_STATUS_CHANGED);
              onChanged(deal, status);
            },
            onError: (error) => toastFailure(error, STATUS_FAILED),
          },
        );
      }}
    >
      {/* A prompt, not a status: a deal in process shows it, and it cannot be chosen back. */}
      <option value="" disabled>
        choose
      </option>
      <option value="done">done</option>
      <option value="failed">failed</option>
    </select>
  );
}
