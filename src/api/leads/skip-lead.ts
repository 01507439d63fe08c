/** PATCH /rental/skip: hands the held lead back unworked with a reason, within the day's skip limit (docs/rules/claiming.md#d5.5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi, type SkipInput } from '../../contract';
import { call } from '../../core/api-client';
import { refreshAfterHoldEnded, refreshIfReleased } from './finish-lead';

export const skipLead = (input: SkipInput) => call(leadsApi.skip, { body: input }).then((r) => r.data);

export function useSkipLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipLead,
    onSuccess: () => refreshAfterHoldEnded(queryClient),
    onError: (error) => refreshIfReleased(queryClient, error),
  });
}
