/**
 * GET /rental/get-single-rental: claims the next lead for the signed-in picker, or returns the one it
 * already holds. A mutation, not a query: every call may claim a lead, so it runs only on a press.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchRentalResult } from '../../contract';
import { api } from '../../core/api-client';

export const fetchRental = () => api.get<FetchRentalResult>('/rental/get-single-rental').then((r) => r.data);

export function useFetchRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchRental,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
