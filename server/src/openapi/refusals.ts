/**
 * The refusals with a `code` (src/contract/envelope.ts) and the rate-limited sign-in steps, by call:
 * what the API's description adds to the 400/401/403/404 every declaration implies
 * (docs/rules/integrations.md#d15.1).
 */

import { callName } from '../../../src/contract/endpoint';
import { authApi, leadsApi, oidcApi, twoFactorApi } from '../../../src/contract/endpoints';

const TOO_MANY_ATTEMPTS =
  'Too many sign-in attempts: `retryAfter` says when to try again (docs/rules/auth.md#d3.9).';
const CLAIM = {
  '404': 'No lead in the pool (`code` pool-empty).',
  '429': 'A daily limit, a hold or the delay (`code` daily-limit, admin-limit, hold or delay).',
};

export const REFUSALS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [callName(leadsApi.claim)]: CLAIM,
  [callName(leadsApi.openCallback)]: { ...CLAIM, '409': 'The picker holds another lead.' },
  [callName(leadsApi.finish)]: { '409': 'The lead was released meanwhile (`code` lead-released).' },
  [callName(leadsApi.skip)]: {
    '409': 'The lead was released meanwhile (`code` lead-released).',
    '429': 'Over the day’s skips (`code` skip-limit).',
  },
  [callName(leadsApi.create)]: {
    '409': 'The number exists, or the lead looks like others (`code` likely-duplicate, with `matches`).',
  },
  [callName(authApi.login)]: {
    '401': 'Wrong email or password (`code` invalid-credentials).',
    '429': TOO_MANY_ATTEMPTS,
  },
  [callName(authApi.forgetPassword)]: { '429': TOO_MANY_ATTEMPTS },
  [callName(authApi.resetPassword)]: { '429': TOO_MANY_ATTEMPTS },
  [callName(twoFactorApi.loginCode)]: { '429': TOO_MANY_ATTEMPTS },
  [callName(twoFactorApi.loginEnrol)]: { '429': TOO_MANY_ATTEMPTS },
  [callName(oidcApi.start)]: { '429': TOO_MANY_ATTEMPTS },
  [callName(oidcApi.callback)]: { '429': TOO_MANY_ATTEMPTS },
  [callName(oidcApi.complete)]: { '429': TOO_MANY_ATTEMPTS },
};
