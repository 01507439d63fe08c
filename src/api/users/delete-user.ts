/** Soft delete of a staff user (PATCH …/delete…/{id}) after the confirmation dialog. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../core/api-client';
import { LIST_KIND, type StaffListKind } from './staff-kinds';

export const deleteUser = (kind: StaffListKind, id: string) =>
  api.patch<null>(`${LIST_KIND[kind].deletePath}/${encodeURIComponent(id)}`);

export function useDeleteUser(kind: StaffListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
