/**
 * POST /doNotContact: a number added to the do-not-contact list with its reason (docs/rules/do-not-contact.md#d5.13). The list
 * changes, and so may the lead lists: the leads nobody held with that number ended.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DoNotContactInput, doNotContactApi } from '../../contract';
import { call } from '../../core/api-client';

export const addNumber = (body: DoNotContactInput) => call(doNotContactApi.add, { body }).then((r) => r.data);

export function useAddNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNumber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['do-not-contact'] }),
        queryClient.invalidateQueries({ queryKey: ['leads'] }),
      ]),
  });
}
