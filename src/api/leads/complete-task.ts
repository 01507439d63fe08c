/** PATCH /rental/complete-task: finishes the held lead as valid or invalid; it counts toward today's picks. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteTaskResult, NumberStatus } from '../../contract';
import { api } from '../../core/api-client';

export const completeTask = (number_status: NumberStatus) =>
  api.patch<CompleteTaskResult>('/rental/complete-task', { number_status }).then((r) => r.data);

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['counts', 'picker'] });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
