/** DELETE /apiKeys/:id: a key revoked at once (docs/rules/integrations.md#d15.5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi } from '../../contract';
import { call } from '../../core/api-client';

/** Answers the server's message ('API key revoked'). */
export const revokeKey = (id: string) => call(apiKeysApi.revoke, { values: { id } }).then((r) => r.message);

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeKey,
    // A 404 (revoked meanwhile) means the list on screen is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}
