/**
 * GET /rental/desk: the picker's held lead, a running pause and the delay left, read without claiming
 * (docs/rules/claiming.md#d5.12). Read afresh each time Collect opens and never kept after it closes: the screen takes
 * it once, then follows its own claims and endings.
 */
import { useQuery } from '@tanstack/react-query';
import { leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const usePickerDesk = () =>
  useQuery({
    queryKey: ['desk'],
    queryFn: ({ signal }) => call(leadsApi.desk, { signal }).then((r) => r.data),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
