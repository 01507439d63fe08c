/** POST /webhooks: a new subscription, answered with its secret this once; the list reads again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NewWebhookInput, webhooksApi } from '../../contract';
import { call } from '../../core/api-client';

export const createWebhook = (body: NewWebhookInput) =>
  call(webhooksApi.create, { body }).then((r) => r.data);

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks', 'list'] }),
  });
}
