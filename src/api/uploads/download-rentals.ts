/**
 * GET /rental/downloadRentals?limit&admin_email: hands `limit` pool leads to an admin and answers them
 * as an .xlsx (decisions D5, bypass). They leave the pool, so the lead lists change with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BypassQuery } from '../../contract';
import { api } from '../../core/api-client';

export const downloadRentals = ({ limit, admin_email }: BypassQuery) =>
  // The client's getBlob takes a path only, so the query rides in it.
  api.getBlob(`/rental/downloadRentals?${new URLSearchParams({ limit: String(limit), admin_email })}`);

export function useDownloadRentals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadRentals,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
