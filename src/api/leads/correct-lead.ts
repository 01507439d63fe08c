/** PATCH /rental/correct/:id: a lead's fields corrected (docs/rules/leads.md#d5.21); the lead lists change with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateLeadBody, leadCorrectionsApi } from '../../contract';
import { call } from '../../core/api-client';

export const correctLead = ({ id, body }: { id: string; body: CreateLeadBody }) =>
  call(leadCorrectionsApi.correct, { values: { id }, body });

export function useCorrectLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctLead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
