/** PATCH /closedRental/makeFinalClose/{id}: an admin or super-admin sets a deal done or failed (decisions D6). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosedRental, FinalCloseInput } from '../../contract';
import { api } from '../../core/api-client';
import { DEAL_KEYS } from './deal-keys';

export const makeFinalClose = ({ id, status }: { id: string } & FinalCloseInput) =>
  api
    .patch<ClosedRental>(`/closedRental/makeFinalClose/${encodeURIComponent(id)}`, { status })
    .then((r) => r.data);

export function useMakeFinalClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeFinalClose,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEAL_KEYS.lists });
      void queryClient.invalidateQueries({ queryKey: DEAL_KEYS.counts });
    },
  });
}
