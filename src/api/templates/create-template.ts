/** POST /templates: a new template; every list of templates reads again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NewTemplateInput, templatesApi } from '../../contract';
import { call } from '../../core/api-client';

export const createTemplate = (body: NewTemplateInput) =>
  call(templatesApi.create, { body }).then((r) => r.data);

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['templates'] }),
  });
}
