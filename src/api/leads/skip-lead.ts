/**
 * PATCH /rental/skip: hands the held lead back unworked with a reason, within the day's skip limit (docs/rules/claiming.md#d5.5);
 * kept to be sent later when there is no network (docs/rules/claiming.md#d5.25).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi, type SkipInput } from '../../contract';
import { sendOrKeep } from '../../core/outbox/outbox';
import { refreshAfterHoldEnded, refreshIfReleased } from './finish-lead';

export const skipLead = (input: SkipInput) => sendOrKeep(leadsApi.skip, { body: input }).then((r) => r.data);

export function useSkipLead() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even offline: a call with no answer is kept by the outbox (docs/rules/claiming.md#d5.25).
    networkMode: 'always',
    mutationFn: skipLead,
    onSuccess: () => refreshAfterHoldEnded(queryClient),
    onError: (error) => refreshIfReleased(queryClient, error),
  });
}
