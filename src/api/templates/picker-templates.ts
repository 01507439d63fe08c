/** GET /dataPicker/templates: the templates a picker chooses its first message from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { templatesApi } from '../../contract';
import { call } from '../../core/api-client';

export const pickerTemplatesQuery = () =>
  queryOptions({
    queryKey: ['templates', 'picker'],
    queryFn: ({ signal }) => call(templatesApi.forPicker, { signal }).then((r) => r.data),
  });

export const usePickerTemplates = () => useQuery(pickerTemplatesQuery());
