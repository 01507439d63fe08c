/**
 * The operations area's calls (docs/rules/operations.md): the live board and a supervisor's release
 * of a held lead. Of the leaders, only rental-picker leaders pass the route's own check (docs/rules/operations.md#d9).
 */
import { answer, endpoint } from '../endpoint';
import { LeadIdParams } from '../lead-params';
import { type Board, BoardQuery } from '../operations';

const SUPERVISORS = ['super-admin', 'admin', 'team-leader'] as const;

export const operationsApi = {
  board: endpoint({
    method: 'GET',
    path: '/operations/board',
    roles: SUPERVISORS,
    query: BoardQuery,
    output: answer<Board>(),
    success: 'Board loaded',
  }),
  /** `:id` is the held lead's id; it goes back to the pool as if never claimed. */
  release: endpoint({
    method: 'PATCH',
    path: '/operations/release/:id',
    params: LeadIdParams,
    roles: SUPERVISORS,
    output: answer<null>(),
    success: 'Lead released back to the pool',
  }),
};
