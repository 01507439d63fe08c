/**
 * POST /auth/change-password: the signed-in user's own password (docs/rules/auth.md#d3.10). In a file of
 * its own, so the profile's form loads nothing else.
 */
import { ChangePasswordInput } from '../auth';
import { answer, endpoint } from '../endpoint';
import { ROLES } from '../enums';
import type { EndedSessions } from '../sessions';

export const passwordApi = {
  change: endpoint({
    method: 'POST',
    path: '/auth/change-password',
    roles: ROLES,
    body: ChangePasswordInput,
    // How many other sessions it ended.
    output: answer<EndedSessions>(),
    success: 'Password changed',
  }),
};
