/**
 * POST /rental/open-callback/{id}: claims one of the picker's own due callbacks from 'My callbacks',
 * with the claim's refusals (docs/rules/claiming.md#d5.18). A mutation: it claims, so it runs only on a press.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const openCallback = (id: string) =>
  call(leadsApi.openCallback, { values: { id } }).then((r) => r.data);

export function useOpenCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCallback,
    // A refusal may mean the list is stale (the callback was taken): read it again either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
