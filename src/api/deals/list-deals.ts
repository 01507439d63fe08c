/**
 * The deal lists, one page at a time: GET /closedRental/getClosedRentals for the super-admin (all) and
 * a picker (its own), GET /closedRental/getClosedRentalsForTeamLeaderAndAdmin for an admin and a
 * rental-picker leader (their group).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dealsApi, type Role } from '../../contract';
import { call } from '../../core/api-client';
import { DEAL_KEYS } from './deal-keys';

export type DealListQuery = Record<string, string | number>;

/** The list call of the role: the group's for an admin or a leader, else all (super-admin) or own (picker). */
export const dealListOf = (role: Role | undefined) =>
  role === 'admin' || role === 'team-leader' ? dealsApi.listGroup : dealsApi.list;

export const dealsQuery = (role: Role | undefined, query: DealListQuery) =>
  queryOptions({
    queryKey: [...DEAL_KEYS.lists, role, query],
    queryFn: ({ signal }) => call(dealListOf(role), { query, signal }).then((r) => r.data),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useDeals = (role: Role | undefined, query: DealListQuery) =>
  useQuery({ ...dealsQuery(role, query), placeholderData: keepPreviousData });
