/**
 * POST /auth/login/code: the second step of sign-in (docs/rules/auth.md, "Two-factor"). It keeps the
 * session as sign-in does; after a set-up it answers the recovery codes and `keep` instead, so the
 * page shows them before the session replaces the login form.
 */
import { twoFactorApi } from '../../contract/endpoints/two-factor';
import type { LoginCodeInput } from '../../contract/two-factor';
import { call } from '../../core/api-client';
import { keepSession, type SignedIn } from './login';
import { useCall } from './use-call';

export type CodeStepDone = { recoveryCodes: string[]; keep: () => void } | null;

export async function loginCode(body: LoginCodeInput, onSignedIn?: SignedIn): Promise<CodeStepDone> {
  const answer = await call(twoFactorApi.loginCode, { body, noRefresh: true, authorization: false });
  const { recoveryCodes, ...session } = answer.data;
  const keep = () => keepSession(session, onSignedIn);
  if (recoveryCodes) return { recoveryCodes, keep };
  keep();
  return null;
}

export const useLoginCode = (onSignedIn?: SignedIn) =>
  useCall((input: LoginCodeInput) => loginCode(input, onSignedIn));
