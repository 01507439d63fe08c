/** POST /rental/create-rental: a creator's new lead; today's counts and the lead lists change with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateLeadBody, leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const createLead = (body: CreateLeadBody) => call(leadsApi.create, { body });

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['counts', 'creator'] });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
