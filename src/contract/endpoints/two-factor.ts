/**
 * Two-factor sign-in (docs/rules/auth.md, "Two-factor"): the second step of sign-in, which a ticket
 * from the first step authorises, a user's own set-up, and the super-admin's reset of someone's.
 */
import { answer, endpoint } from '../endpoint';
import type { Role } from '../enums';
import { UserIdParams } from '../sessions';
import {
  type EnrolledLogin,
  LoginCodeInput,
  PasswordAndCodeInput,
  type RecoveryCodes,
  TicketInput,
  TwoFactorCodeInput,
  type TwoFactorSecret,
  type TwoFactorStatus,
} from '../two-factor';

const SIGNED_IN: readonly Role[] = ['super-admin', 'admin', 'team-leader', 'data-creator', 'data-picker'];

export const twoFactorApi = {
  /** The second step of sign-in: answers as sign-in does, with recovery codes after a set-up. */
  loginCode: endpoint({
    method: 'POST',
    path: '/auth/login/code',
    roles: 'public',
    body: LoginCodeInput,
    output: answer<EnrolledLogin>(),
    success: 'Logged in successfully',
  }),
  /** A sign-in that must set two-factor up first gets its new secret with its ticket. */
  loginEnrol: endpoint({
    method: 'POST',
    path: '/auth/login/enrol',
    roles: 'public',
    body: TicketInput,
    output: answer<TwoFactorSecret>(),
    success: 'Scan the QR code with your authenticator app',
  }),
  status: endpoint({
    method: 'GET',
    path: '/auth/two-factor',
    roles: SIGNED_IN,
    output: answer<TwoFactorStatus>(),
    success: 'Two-factor status',
  }),
  enrol: endpoint({
    method: 'POST',
    path: '/auth/two-factor/enrol',
    roles: SIGNED_IN,
    output: answer<TwoFactorSecret>(),
    success: 'Scan the QR code with your authenticator app',
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/auth/two-factor/confirm',
    roles: SIGNED_IN,
    body: PasswordAndCodeInput,
    output: answer<RecoveryCodes>(),
    success: 'Two-factor is on',
  }),
  regenerate: endpoint({
    method: 'POST',
    path: '/auth/two-factor/recovery-codes',
    roles: SIGNED_IN,
    body: TwoFactorCodeInput,
    output: answer<RecoveryCodes>(),
    success: 'New recovery codes made',
  }),
  disable: endpoint({
    method: 'POST',
    path: '/auth/two-factor/disable',
    roles: SIGNED_IN,
    body: PasswordAndCodeInput,
    output: answer<null>(),
    success: 'Two-factor is off',
  }),
  /** The super-admin’s alone: the user sets it up again at its next sign-in or in its profile. */
  reset: endpoint({
    method: 'DELETE',
    path: '/users/:id/two-factor',
    roles: ['super-admin'],
    params: UserIdParams,
    output: answer<null>(),
    success: 'Two-factor reset',
  }),
};
