/** The auth area's routes: sign-in, refresh, sign-out, password recovery and change, the signed-in devices and two-factor, and single sign-on (docs/rules/auth.md). */
import type { FastifyInstance } from 'fastify';
import changePassword from './change-password';
import endSession from './end-session';
import endSessions from './end-sessions';
import forgetPassword from './forget-password';
import listSessions from './list-sessions';
import login from './login';
import loginCode from './login-code';
import loginEnrol from './login-enrol';
import logout from './logout';
import oidcBackchannelLogout from './oidc-backchannel-logout';
import oidcCallback from './oidc-callback';
import oidcComplete from './oidc-complete';
import oidcConfig from './oidc-config';
import oidcStart from './oidc-start';
import refresh from './refresh';
import resetPassword from './reset-password';
import twoFactorConfirm from './two-factor-confirm';
import twoFactorDisable from './two-factor-disable';
import twoFactorEnrol from './two-factor-enrol';
import twoFactorRecoveryCodes from './two-factor-recovery-codes';
import twoFactorStatus from './two-factor-status';

export default async function authRoutes(app: FastifyInstance) {
  await app.register(login);
  await app.register(loginCode);
  await app.register(loginEnrol);
  await app.register(refresh);
  await app.register(logout);
  await app.register(forgetPassword);
  await app.register(resetPassword);
  await app.register(changePassword);
  await app.register(listSessions);
  await app.register(endSession);
  await app.register(endSessions);
  await app.register(twoFactorStatus);
  await app.register(twoFactorEnrol);
  await app.register(twoFactorConfirm);
  await app.register(twoFactorRecoveryCodes);
  await app.register(twoFactorDisable);
  await app.register(oidcConfig);
  await app.register(oidcStart);
  await app.register(oidcCallback);
  await app.register(oidcComplete);
  await app.register(oidcBackchannelLogout);
}
