/** The staff lists (GET /admin/getAllAdmins and the like), one page at a time. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult, Role, StaffUser } from '../../contract';
import { api } from '../../core/api-client';
import { LIST_KIND, type StaffListKind } from './staff-kinds';

export type UserListQuery = Record<string, string | number>;

export const usersQuery = (kind: StaffListKind, role: Role | undefined, query: UserListQuery) =>
  queryOptions({
    queryKey: ['staff', kind, role, query],
    queryFn: ({ signal }) =>
      api.get<ListResult<StaffUser>>(LIST_KIND[kind].listPath(role), query, signal).then((r) => r.data),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useUsers = (kind: StaffListKind, role: Role | undefined, query: UserListQuery) =>
  useQuery({ ...usersQuery(kind, role, query), placeholderData: keepPreviousData });
