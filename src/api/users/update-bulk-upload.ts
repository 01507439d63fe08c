/** PATCH /dataCreator/updateDataCreatorInfo/{id}: the super-admin turns a creator's bulk upload on or off. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '../../contract';
import { api } from '../../core/api-client';

export function useUpdateBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, canBulkUpload }: { id: string; canBulkUpload: boolean }) =>
      api.patch<StaffUser>(`/dataCreator/updateDataCreatorInfo/${encodeURIComponent(id)}`, { canBulkUpload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
