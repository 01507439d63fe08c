/**
 * The auth area's calls: sign-in, the refresh of a session, sign-out and password recovery, all
 * public (docs/rules/auth.md). The refresh token travels in a cookie, the reset token in Authorization.
 */
import { ForgetPasswordInput, LoginInput, ResetPasswordInput } from '../auth';
import { answer, endpoint } from '../endpoint';
import type { LoginAnswer } from '../two-factor';
import { refreshSession } from './session';

export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    roles: 'public',
    body: LoginInput,
    // A second step answers its ticket instead (docs/rules/auth.md, "Two-factor").
    output: answer<LoginAnswer>(),
    success: 'Logged in successfully',
  }),
  refresh: refreshSession,
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    roles: 'public',
    // A session the provider signed in: where the browser goes to sign out there too.
    output: answer<{ providerLogoutUrl: string } | null>(),
    success: 'Logged out successfully',
  }),
  forgetPassword: endpoint({
    method: 'POST',
    path: '/auth/forget-password',
    roles: 'public',
    body: ForgetPasswordInput,
    output: answer<null>(),
    success: 'Password reset link sent to your email!',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset-password',
    roles: 'public',
    body: ResetPasswordInput,
    output: answer<null>(),
    success: 'Password reset successfully!',
  }),
};
