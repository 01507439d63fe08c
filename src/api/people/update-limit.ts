/** PATCH /admin/updateAdminInfo/{id} or /dataPicker/updateDataPickerInfo/{id}: the daily pick limit. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../core/api-client';
import { LIST_KIND, type StaffListKind } from './staff-kinds';

export function useUpdateLimit(kind: StaffListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, limit }: { id: string; limit: number }) => {
      const update = LIST_KIND[kind].updateLimit;
      if (!update) throw new Error(`${kind} carry no limit to update`);
      return call(update, { values: { id }, body: { limit } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
