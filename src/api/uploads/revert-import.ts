/**
 * POST /rental/imports/:id/revert: removes an import's leads nobody has claimed (docs/rules/uploads.md#d5.7.3); answers
 * how many went and stayed. The lead lists and the history change with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const revertImport = (id: string) =>
  call(uploadsApi.revertImport, { values: { id } }).then((r) => ({ message: r.message, ...r.data }));

export function useRevertImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertImport,
    // A 409 (reverted meanwhile) means the history on screen is out of date too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['uploads', 'imports'] }),
        queryClient.invalidateQueries({ queryKey: ['leads'] }),
      ]),
  });
}
