/** PATCH /rental/calls/{callId}: the picker is back from the call, with the outcome it chose if any (docs/rules/claiming.md#d5.24). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOutcome, callsApi } from '../../contract';
import { call } from '../../core/api-client';
import { leadCallsQuery } from './lead-calls';

export const returnFromCall = ({ callId, outcome }: { callId: string; outcome?: CallOutcome }) =>
  call(callsApi.finish, { values: { callId }, body: outcome ? { outcome } : {} }).then((r) => r.data);

export function useReturnFromCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnFromCall,
    onSuccess: (record) => queryClient.invalidateQueries(leadCallsQuery(record.rentalId)),
  });
}
