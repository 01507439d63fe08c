/** What signing in and the account's own security answer (docs/rules/auth.md): tokens, two-factor, sessions. */
import { array, assign, boolean, nullable, number, object, optional, string } from 'superstruct';
import { authApi, oidcApi, passwordApi, refreshSession, sessionsApi, twoFactorApi } from '../endpoints';
import { ASSIGN_FOR, ROLES } from '../enums';
import { LANGUAGES } from '../i18n';
import { type Answer, anyOf, json, nullValue, oneOf, redirect } from './shapes';

const loginResult = object({
  accessToken: string(),
  user: object({
    _id: string(),
    name: string(),
    email: string(),
    role: oneOf(ROLES),
    assignFor: optional(nullable(oneOf(ASSIGN_FOR))),
    canBulkUpload: optional(boolean()),
    language: optional(oneOf(LANGUAGES)),
  }),
});

const loginAnswer = anyOf([
  loginResult,
  object({ twoFactor: oneOf(['required', 'enrol']), ticket: string() }),
]);

const recoveryCodes = object({ recoveryCodes: array(string()) });
const twoFactorSecret = object({ secret: string(), otpauthUri: string(), qrSvg: string() });
const endedSessions = object({ ended: number() });
const sessionInfo = array(
  object({
    _id: string(),
    browser: string(),
    address: string(),
    createdAt: string(),
    lastSeenAt: string(),
    current: boolean(),
  }),
);

export const AUTH_ANSWERS: [string, Answer][] = [
  json(authApi.login, loginAnswer),
  json(authApi.logout, nullable(object({ providerLogoutUrl: string() }))),
  json(authApi.forgetPassword, nullValue),
  json(authApi.resetPassword, nullValue),
  json(refreshSession, loginResult),
  json(passwordApi.change, endedSessions),
  json(sessionsApi.listMine, sessionInfo),
  json(sessionsApi.endMine, endedSessions),
  json(sessionsApi.endAllMine, endedSessions),
  json(sessionsApi.listUser, sessionInfo),
  json(sessionsApi.endUser, endedSessions),
  json(twoFactorApi.loginCode, assign(loginResult, object({ recoveryCodes: optional(array(string())) }))),
  json(twoFactorApi.loginEnrol, twoFactorSecret),
  json(twoFactorApi.status, object({ enabled: boolean(), required: boolean(), recoveryCodesLeft: number() })),
  json(twoFactorApi.enrol, twoFactorSecret),
  json(twoFactorApi.confirm, recoveryCodes),
  json(twoFactorApi.regenerate, recoveryCodes),
  json(twoFactorApi.disable, nullValue),
  json(twoFactorApi.reset, nullValue),
  json(oidcApi.config, object({ enabled: boolean(), label: string(), passwordLogin: boolean() })),
  redirect(oidcApi.start),
  redirect(oidcApi.callback),
  json(oidcApi.complete, loginAnswer),
  json(oidcApi.backchannelLogout, endedSessions),
];
