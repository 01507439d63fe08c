/** GET /operations/board: the pickers of the caller's teams and what each is doing (docs/rules/operations.md#d9.1). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '../../contract';
import { call } from '../../core/api-client';

/** `adminId`: the one admin group a super-admin narrows its board to; null for the caller's whole scope. */
export const boardQuery = (adminId: string | null) =>
  queryOptions({
    queryKey: ['operations', 'board', adminId],
    queryFn: ({ signal }) =>
      call(operationsApi.board, { query: adminId ? { adminId } : {}, signal }).then((r) => r.data),
  });

export const useBoard = (adminId: string | null) => useQuery(boardQuery(adminId));
