/** GET /settings/get-settings: the global fetching settings, the spec's defaults filling what is missing. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type Settings, settingsApi } from '../../contract';
import { call } from '../../core/api-client';

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) =>
      call(settingsApi.get, { signal }).then((r): Settings => ({ ...DEFAULT_SETTINGS, ...r.data })),
  });

export const useSettings = () => useQuery(settingsQuery());
