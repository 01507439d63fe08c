/** POST /webhooks/:id/deliveries/:deliveryId/resend: the same event sent again; the log reads again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '../../contract';
import { call } from '../../core/api-client';

export const resendDelivery = ({ id, deliveryId }: { id: string; deliveryId: string }) =>
  call(webhooksApi.resend, { values: { id, deliveryId } }).then((r) => r.data);

export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: ['webhooks', 'deliveries', id] }),
  });
}
