/** Soft delete of a staff user (PATCH …/delete…/{id}) after the confirmation dialog. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../core/api-client';
import { LIST_KIND, type StaffListKind } from './staff-kinds';

export const deleteStaff = (kind: StaffListKind, id: string) =>
  call(LIST_KIND[kind].remove, { values: { id } });

export function useDeleteStaff(kind: StaffListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteStaff(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
