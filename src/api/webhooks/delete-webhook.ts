/** DELETE /webhooks/:id, after the confirmation; the list reads again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '../../contract';
import { call } from '../../core/api-client';

export const deleteWebhook = (id: string) => call(webhooksApi.remove, { values: { id } });

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks', 'list'] }),
  });
}
