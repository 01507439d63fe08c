/**
 * The signed-in user's own two-factor (docs/rules/auth.md, "Two-factor"): its status, the set-up and
 * its confirmation (with the password), new recovery codes, turning it off (with the password). Each
 * change reloads the status.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi } from '../../contract/endpoints/two-factor';
import type { PasswordAndCodeInput } from '../../contract/two-factor';
import { call } from '../../core/api-client';

export const TWO_FACTOR_KEY = ['two-factor', 'mine'] as const;

export const twoFactorQuery = () =>
  queryOptions({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => call(twoFactorApi.status, { signal }).then((r) => r.data),
  });

export const useTwoFactor = () => useQuery(twoFactorQuery());

function useChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

export const useEnrolTwoFactor = () => useChange(() => call(twoFactorApi.enrol).then((r) => r.data));

export const useConfirmTwoFactor = () =>
  useChange((body: PasswordAndCodeInput) => call(twoFactorApi.confirm, { body }).then((r) => r.data));

export const useRenewRecoveryCodes = () =>
  useChange((code: string) => call(twoFactorApi.regenerate, { body: { code } }).then((r) => r.data));

export const useDisableTwoFactor = () =>
  useChange((body: PasswordAndCodeInput) => call(twoFactorApi.disable, { body }));
