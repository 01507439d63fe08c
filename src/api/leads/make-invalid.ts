/** PATCH /dataPicker/make-invalid/{id}: marks a lead's number invalid, for good (docs/rules/leads.md#d5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const makeInvalid = (id: string) => call(leadsApi.makeInvalid, { values: { id } }).then((r) => r.data);

export function useMakeInvalid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeInvalid,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
