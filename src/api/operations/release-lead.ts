/** PATCH /operations/release/:id: a supervisor sends a picker's held lead back to the pool (docs/rules/operations.md#d9.3). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsApi } from '../../contract';
import { call } from '../../core/api-client';

/** Answers the server's message ('Lead released back to the pool'). */
export const releaseLead = (rentalId: string) =>
  call(operationsApi.release, { values: { id: rentalId } }).then((r) => r.message);

export function useReleaseLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseLead,
    // A refusal (404, 409) means the board on screen is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['operations', 'board'] }),
  });
}
