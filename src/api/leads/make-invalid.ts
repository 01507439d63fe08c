/** PATCH /dataPicker/make-invalid/{id}: marks a lead's number invalid, for good (decisions D5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rental } from '../../contract';
import { api } from '../../core/api-client';

export const makeInvalid = (id: string) =>
  api.patch<Rental | null>(`/dataPicker/make-invalid/${encodeURIComponent(id)}`).then((r) => r.data);

export function useMakeInvalid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeInvalid,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
