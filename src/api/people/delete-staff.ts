/**
 * Soft delete of a staff user (PATCH …/delete…/{id}) after the confirmation dialog; a leader or admin
 * may name where its staff move first (`moveStaffTo`, docs/rules/people.md#d4.9).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../core/api-client';
import { LIST_KIND, type StaffListKind } from './staff-kinds';

export interface DeleteStaffVariables {
  id: string;
  moveStaffTo?: string;
}

export const deleteStaff = (kind: StaffListKind, { id, moveStaffTo }: DeleteStaffVariables) =>
  call(LIST_KIND[kind].remove, { values: { id }, body: moveStaffTo ? { moveStaffTo } : undefined });

export function useDeleteStaff(kind: StaffListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: DeleteStaffVariables) => deleteStaff(kind, variables),
    onSuccess: (_answer, { id }) => {
      // The deleted user's move targets would now answer 404: dropped, not refetched with the lists.
      queryClient.removeQueries({ queryKey: ['staff', 'move-targets', id] });
      return queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
