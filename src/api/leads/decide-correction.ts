/**
 * PATCH /rental/corrections/:id/accept and /decline: the creator's answer to a picker's proposal
 * (docs/rules/leads.md#d5.21); My Leads and its proposals change with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadCorrectionsApi } from '../../contract';
import { call } from '../../core/api-client';

export interface Decision {
  id: string;
  accept: boolean;
  confirmDuplicate?: boolean;
}

/** Answers the server's message: accepting or declining is all the screen shows of it. */
export const decideCorrection = async ({ id, accept, confirmDuplicate }: Decision): Promise<string> =>
  (accept
    ? await call(leadCorrectionsApi.accept, {
        values: { id },
        body: confirmDuplicate ? { confirmDuplicate } : {},
      })
    : await call(leadCorrectionsApi.decline, { values: { id } })
  ).message;

export function useDecideCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCorrection,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
