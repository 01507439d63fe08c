/** GET /dataPicker/getCountDataPicker: a picker's picks today against its limit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { countsApi } from '../../contract';
import { call } from '../../core/api-client';

export const pickerCountsQuery = () =>
  queryOptions({
    queryKey: ['counts', 'picker'],
    queryFn: ({ signal }) => call(countsApi.picker, { signal }).then((r) => r.data),
  });

export const usePickerCounts = (enabled = true) => useQuery({ ...pickerCountsQuery(), enabled });
