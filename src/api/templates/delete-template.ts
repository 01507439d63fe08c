/** DELETE /templates/:id, after the confirmation; every list of templates reads again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templatesApi } from '../../contract';
import { call } from '../../core/api-client';

export const deleteTemplate = (id: string) => call(templatesApi.remove, { values: { id } });

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['templates'] }),
  });
}
