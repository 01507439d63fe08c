/** PATCH /webhooks/:id: a subscription turned on or off; the list reads again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '../../contract';
import { call } from '../../core/api-client';

export const setWebhookEnabled = ({ id, enabled }: { id: string; enabled: boolean }) =>
  call(webhooksApi.setEnabled, { values: { id }, body: { enabled } }).then((r) => r.data);

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWebhookEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks', 'list'] }),
  });
}
