/** POST /rental/{id}/calls: Call or WhatsApp pressed on the held lead starts its call record (docs/rules/claiming.md#d5.24). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallChannel, callsApi } from '../../contract';
import { call } from '../../core/api-client';
import { leadCallsQuery } from './lead-calls';

export const startCall = ({ rentalId, channel }: { rentalId: string; channel: CallChannel }) =>
  call(callsApi.start, { values: { id: rentalId }, body: { channel } }).then((r) => r.data);

export function useStartCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCall,
    onSuccess: (record) => queryClient.invalidateQueries(leadCallsQuery(record.rentalId)),
  });
}
