/** PATCH /rental/addClientEmailIntoRental/{id}: stores the client's email on a lead. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rental } from '../../contract';
import { api } from '../../core/api-client';

export const addClientEmail = ({ id, client_email }: { id: string; client_email: string }) =>
  api
    .patch<Rental | null>(`/rental/addClientEmailIntoRental/${encodeURIComponent(id)}`, { client_email })
    .then((r) => r.data);

export function useAddClientEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addClientEmail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
