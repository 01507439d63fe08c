/** POST /rental/create-rental: a creator's new lead; today's counts and the lead lists change with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRentalInput, Rental } from '../../contract';
import { api } from '../../core/api-client';

export const createRental = (body: CreateRentalInput) => api.post<Rental>('/rental/create-rental', body);

export function useCreateRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRental,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['counts', 'creator'] });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
