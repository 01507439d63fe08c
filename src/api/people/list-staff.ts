/** The staff lists (GET /admin/getAllAdmins and the like), one page at a time. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '../../contract';
import { call } from '../../core/api-client';
import { LIST_KIND, type StaffListKind } from './staff-kinds';

export type StaffListQuery = Record<string, string | number>;

export const staffListQuery = (kind: StaffListKind, role: Role | undefined, query: StaffListQuery) =>
  queryOptions({
    queryKey: ['staff', kind, role, query],
    queryFn: ({ signal }) => call(LIST_KIND[kind].list(role), { query, signal }).then((r) => r.data),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useStaffList = (kind: StaffListKind, role: Role | undefined, query: StaffListQuery) =>
  useQuery({ ...staffListQuery(kind, role, query), placeholderData: keepPreviousData });
