/** DELETE /doNotContact/:id: the super-admin removes an entry of the do-not-contact list (docs/rules/do-not-contact.md#d5.13). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doNotContactApi } from '../../contract';
import { call } from '../../core/api-client';

/** Answers the server's message ('Number removed from the do-not-contact list'). */
export const removeNumber = (id: string) =>
  call(doNotContactApi.remove, { values: { id } }).then((r) => r.message);

export function useRemoveNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeNumber,
    // A 404 (removed meanwhile) means the list on screen is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['do-not-contact'] }),
  });
}
