/**
 * GET /rental/get-single-rental: claims the next lead for the signed-in picker, or returns the one it
 * already holds. A mutation, not a query: every call may claim a lead, so it runs only on a press.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const claimLead = () => call(leadsApi.claim).then((r) => r.data);

export function useClaimLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimLead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
