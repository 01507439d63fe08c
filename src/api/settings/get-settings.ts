/** GET /settings/get-settings: the global fetching settings, the spec's defaults filling what is missing. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type Settings } from '../../contract';
import { api } from '../../core/api-client';

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) =>
      api
        .get<Partial<Settings> | null>('/settings/get-settings', undefined, signal)
        .then((r): Settings => ({ ...DEFAULT_SETTINGS, ...r.data })),
  });

export const useSettings = () => useQuery(settingsQuery());
