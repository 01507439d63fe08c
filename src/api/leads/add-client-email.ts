/** PATCH /rental/addClientEmailIntoRental/{id}: stores the client's email on a lead. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const addClientEmail = ({ id, client_email }: { id: string; client_email: string }) =>
  call(leadsApi.addClientEmail, { values: { id }, body: { client_email } }).then((r) => r.data);

export function useAddClientEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addClientEmail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
