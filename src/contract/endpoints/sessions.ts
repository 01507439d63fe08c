/**
 * Signed-in devices (docs/rules/auth.md, "Sessions"): a user's own, and a managed user's for the staff
 * it manages (docs/rules/people.md#d4.4). In a file of their own, so the screens that call them load nothing else.
 */
import { answer, endpoint } from '../endpoint';
import type { Role } from '../enums';
import {
  type EndedSessions,
  EndSessionsQuery,
  SessionIdParams,
  type SessionInfo,
  UserIdParams,
} from '../sessions';

const SIGNED_IN: readonly Role[] = ['super-admin', 'admin', 'team-leader', 'data-creator', 'data-picker'];
/** Of the leaders, only those who manage the user's kind pass the route's own scope (docs/rules/people.md#d4.4). */
const MANAGERS: readonly Role[] = ['super-admin', 'admin', 'team-leader'];

export const sessionsApi = {
  listMine: endpoint({
    method: 'GET',
    path: '/auth/sessions',
    roles: SIGNED_IN,
    output: answer<SessionInfo[]>(),
    success: 'Sessions retrieved successfully',
  }),
  endMine: endpoint({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    roles: SIGNED_IN,
    params: SessionIdParams,
    output: answer<EndedSessions>(),
    success: 'Session ended',
  }),
  endAllMine: endpoint({
    method: 'DELETE',
    path: '/auth/sessions',
    roles: SIGNED_IN,
    query: EndSessionsQuery,
    output: answer<EndedSessions>(),
    success: 'Sessions ended',
  }),
  listUser: endpoint({
    method: 'GET',
    path: '/users/:id/sessions',
    roles: MANAGERS,
    params: UserIdParams,
    output: answer<SessionInfo[]>(),
    success: 'Sessions retrieved successfully',
  }),
  endUser: endpoint({
    method: 'DELETE',
    path: '/users/:id/sessions',
    roles: MANAGERS,
    params: UserIdParams,
    output: answer<EndedSessions>(),
    success: 'Sessions ended',
  }),
};
