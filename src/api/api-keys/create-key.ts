/** POST /apiKeys: a new key, answered with its secret this once (docs/rules/integrations.md#d15.3). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi, type CreateApiKeyInput } from '../../contract';
import { call } from '../../core/api-client';

export const createKey = (body: CreateApiKeyInput) => call(apiKeysApi.create, { body }).then((r) => r.data);

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}
