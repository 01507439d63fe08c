/**
 * POST /auth/change-password: the signed-in user's own password (docs/rules/auth.md#d3.10). In a file of
 * its own, so the profile's form loads nothing else.
 */
import { ChangePasswordInput } from '../auth';
import { answer, endpoint } from '../endpoint';
import type { Role } from '../enums';
import type { EndedSessions } from '../sessions';

const SIGNED_IN: readonly Role[] = ['super-admin', 'admin', 'team-leader', 'data-creator', 'data-picker'];

export const passwordApi = {
  change: endpoint({
    method: 'POST',
    path: '/auth/change-password',
    roles: SIGNED_IN,
    body: ChangePasswordInput,
    // How many other sessions it ended.
    output: answer<EndedSessions>(),
    success: 'Password changed',
  }),
};
