/** POST /auth/login/enrol: the new secret of a sign-in that must set two-factor up (docs/rules/auth.md). */
import { useMutation } from '@tanstack/react-query';
import { twoFactorApi } from '../../contract/endpoints/two-factor';
import { call } from '../../core/api-client';

export const useLoginEnrol = () =>
  useMutation({
    mutationFn: (ticket: string) =>
      call(twoFactorApi.loginEnrol, { body: { ticket }, noRefresh: true, authorization: false }).then(
        (r) => r.data,
      ),
  });
