/** PATCH /closedRental/makeFinalClose/{id}: an admin or super-admin sets a deal done or failed (docs/rules/deals.md#d6). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealsApi, type FinalCloseInput } from '../../contract';
import { call } from '../../core/api-client';
import { DEAL_KEYS } from './deal-keys';

export const finalClose = ({ id, status }: { id: string } & FinalCloseInput) =>
  call(dealsApi.finalClose, { values: { id }, body: { status } }).then((r) => r.data);

export function useFinalClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalClose,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEAL_KEYS.lists });
      void queryClient.invalidateQueries({ queryKey: DEAL_KEYS.counts });
    },
  });
}
