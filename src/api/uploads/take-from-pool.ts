/**
 * GET /rental/downloadRentals?limit&admin_email: hands `limit` pool leads to an admin and answers them
 * as an .xlsx (docs/rules/leads.md#d5, bypass). They leave the pool, so the lead lists change with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BypassQuery, pathTo, uploadsApi } from '../../contract';
import { getBlob } from '../../core/api-client';

export const takeFromPool = ({ limit, admin_email }: BypassQuery) =>
  // The client's getBlob takes a path only, so the query rides in it.
  getBlob(`${pathTo(uploadsApi.takeFromPool)}?${new URLSearchParams({ limit: String(limit), admin_email })}`);

export function useTakeFromPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeFromPool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
