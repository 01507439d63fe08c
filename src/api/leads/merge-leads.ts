/** POST /rental/merge: two leads made one, the older kept (docs/rules/leads.md#d5.15); the lead lists change with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadMergeApi, type MergeLeadsInput } from '../../contract';
import { call } from '../../core/api-client';

export const mergeLeads = (body: MergeLeadsInput) => call(leadMergeApi.merge, { body });

export function useMergeLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeLeads,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
