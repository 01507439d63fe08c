/** PATCH /rental/complete-task: finishes the held lead as valid or invalid; it counts toward today's picks. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi, type NumberStatus } from '../../contract';
import { call } from '../../core/api-client';
import { refreshAfterRelease, releasedMessageOf } from './lead-released';

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
    // Refused because the lead went back to the pool meanwhile (rules D9.3, D9.4): it left the picker's hands too.
    onError: (error) => {
      if (releasedMessageOf(error) !== null) refreshAfterRelease(queryClient);
    },
  });
}
