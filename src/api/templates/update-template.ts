/** PATCH /templates/:id: a template's new name and text; every list of templates reads again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TemplateInput, templatesApi } from '../../contract';
import { call } from '../../core/api-client';

export const updateTemplate = ({ id, ...body }: TemplateInput & { id: string }) =>
  call(templatesApi.update, { values: { id }, body }).then((r) => r.data);

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['templates'] }),
  });
}
