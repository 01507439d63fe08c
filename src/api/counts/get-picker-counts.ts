/** GET /dataPicker/getCountDataPicker: a picker's picks today against its limit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickerCounts } from '../../contract';
import { api } from '../../core/api-client';

export const pickerCountsQuery = () =>
  queryOptions({
    queryKey: ['counts', 'picker'],
    queryFn: ({ signal }) =>
      api.get<PickerCounts>('/dataPicker/getCountDataPicker', undefined, signal).then((r) => r.data),
  });

export const usePickerCounts = (enabled = true) => useQuery({ ...pickerCountsQuery(), enabled });
