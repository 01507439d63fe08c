/** POST /auth/login/enrol: the new secret of a sign-in that must set two-factor up (docs/rules/auth.md). */
import { twoFactorApi } from '../../contract/endpoints/two-factor';
import { call } from '../../core/api-client';
import { useCall } from './use-call';

const loginEnrol = (ticket: string) =>
  call(twoFactorApi.loginEnrol, { body: { ticket }, noRefresh: true, authorization: false }).then(
    (r) => r.data,
  );

export const useLoginEnrol = () => useCall(loginEnrol);
