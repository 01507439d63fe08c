/**
 * The deal lists, one page at a time: GET /closedRental/getClosedRentals for the super-admin (all) and
 * a picker (its own), GET /closedRental/getClosedRentalsForTeamLeaderAndAdmin for an admin and a
 * rental-picker leader (their group).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClosedRental, ListResult, Role } from '../../contract';
import { api } from '../../core/api-client';
import { DEAL_KEYS } from './deal-keys';

export type DealListQuery = Record<string, string | number>;

export const dealListPath = (role: Role | undefined) =>
  role === 'admin' || role === 'team-leader'
    ? '/closedRental/getClosedRentalsForTeamLeaderAndAdmin'
    : '/closedRental/getClosedRentals';

export const closedRentalsQuery = (role: Role | undefined, query: DealListQuery) =>
  queryOptions({
    queryKey: [...DEAL_KEYS.lists, role, query],
    queryFn: ({ signal }) =>
      api.get<ListResult<ClosedRental>>(dealListPath(role), query, signal).then((r) => r.data),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useClosedRentals = (role: Role | undefined, query: DealListQuery) =>
  useQuery({ ...closedRentalsQuery(role, query), placeholderData: keepPreviousData });
