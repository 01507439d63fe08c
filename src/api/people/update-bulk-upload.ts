/** PATCH /dataCreator/updateDataCreatorInfo/{id}: the super-admin turns a creator's bulk upload on or off. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleApi } from '../../contract';
import { call } from '../../core/api-client';

export function useUpdateBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, canBulkUpload }: { id: string; canBulkUpload: boolean }) =>
      call(peopleApi.updateDataCreatorInfo, { values: { id }, body: { canBulkUpload } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
