/** GET /clientData: everything held about one client, by number or email (docs/rules/client-data.md#d13.1). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClientDataQuery, clientDataApi } from '../../contract';
import { call } from '../../core/api-client';

export const CLIENT_DATA_KEY = ['client-data'] as const;

export const clientDataQuery = (query: ClientDataQuery) =>
  queryOptions({
    queryKey: [...CLIENT_DATA_KEY, query],
    queryFn: ({ signal }) => call(clientDataApi.find, { query, signal }).then((r) => r.data),
  });

/** Reads nothing until a search is given. */
export const useClientData = (query: ClientDataQuery | null) =>
  useQuery({ ...clientDataQuery(query ?? {}), enabled: query !== null });
