/** PATCH /rental/complete-task: finishes the held lead as valid or invalid; it counts toward today's picks. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi, type NumberStatus } from '../../contract';
import { call } from '../../core/api-client';

export const finishLead = (number_status: NumberStatus) =>
  call(leadsApi.finish, { body: { number_status } }).then((r) => r.data);

export function useFinishLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishLead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['counts', 'picker'] });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
