/**
 * PATCH /rental/complete-task: ends the held lead as valid or invalid (`finishLead`), or with an
 * outcome such as No Answer or Call Back Later (`endLead`, docs/rules/claiming.md#d5.5); either counts toward today's picks.
 * Sent with an `Idempotency-Key`, kept to be sent later when there is no network (docs/rules/claiming.md#d5.25).
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompleteTaskInput, leadsApi, type NumberStatus } from '../../contract';
import { sendOrKeep } from '../../core/outbox/outbox';
import { refreshAfterRelease, releasedMessageOf } from './lead-released';

export const endLead = (input: CompleteTaskInput) =>
  sendOrKeep(leadsApi.finish, { body: input }).then((r) => r.data);

export const finishLead = (number_status: NumberStatus) => endLead({ number_status });

/** What a hold's end changes: the picker's counts and the lead lists. */
export function refreshAfterHoldEnded(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['counts', 'picker'] });
  void queryClient.invalidateQueries({ queryKey: ['leads'] });
}

/** Refused because the lead went back to the pool meanwhile (docs/rules/operations.md#d9.3, docs/rules/operations.md#d9.4): it left the picker's hands too. */
export function refreshIfReleased(queryClient: QueryClient, error: unknown) {
  if (releasedMessageOf(error) !== null) refreshAfterRelease(queryClient);
}

export function useFinishLead() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even offline: a call with no answer is kept by the outbox (docs/rules/claiming.md#d5.25).
    networkMode: 'always',
    mutationFn: finishLead,
    onSuccess: () => refreshAfterHoldEnded(queryClient),
    onError: (error) => refreshIfReleased(queryClient, error),
  });
}

export function useEndLead() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even offline: a call with no answer is kept by the outbox (docs/rules/claiming.md#d5.25).
    networkMode: 'always',
    mutationFn: endLead,
    onSuccess: () => refreshAfterHoldEnded(queryClient),
    onError: (error) => refreshIfReleased(queryClient, error),
  });
}
