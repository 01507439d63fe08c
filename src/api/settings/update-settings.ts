/** PATCH /settings/update-settings: saves the global fetching settings; the cache takes the saved values. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type SettingsInput, settingsApi } from '../../contract';
import { call } from '../../core/api-client';
import { settingsQuery } from './get-settings';

export const updateSettings = (body: SettingsInput) => call(settingsApi.update, { body }).then((r) => r.data);

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved, sent) =>
      queryClient.setQueryData(settingsQuery().queryKey, { ...DEFAULT_SETTINGS, ...sent, ...saved }),
  });
}
