/**
 * GET /dataPicker/templates: the templates a picker chooses its first message from, for a lead in
 * `language` (docs/rules/templates.md#d12.4); without one, in the screen's.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Language, templatesApi } from '../../contract';
import { call } from '../../core/api-client';

export const pickerTemplatesQuery = (language?: Language) =>
  queryOptions({
    queryKey: ['templates', 'picker', language ?? null],
    queryFn: ({ signal }) =>
      call(templatesApi.forPicker, { signal, query: language ? { language } : {} }).then((r) => r.data),
  });

export const usePickerTemplates = (language?: Language) => useQuery(pickerTemplatesQuery(language));
