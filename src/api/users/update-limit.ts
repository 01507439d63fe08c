/** PATCH /admin/updateAdminInfo/{id} or /dataPicker/updateDataPickerInfo/{id}: the daily pick limit. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '../../contract';
import { api } from '../../core/api-client';
import { LIST_KIND, type StaffListKind } from './staff-kinds';

export function useUpdateLimit(kind: StaffListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, limit }: { id: string; limit: number }) =>
      api.patch<StaffUser>(`${LIST_KIND[kind].updatePath}/${encodeURIComponent(id)}`, { limit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
