/** The settings area's calls: the global fetching settings, the super-admin's alone (docs/rules/settings.md). */
import { answer, endpoint } from '../endpoint';
import { type Settings, SettingsInput } from '../settings';

const SUPER_ADMIN = ['super-admin'] as const;

export const settingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/settings/get-settings',
    roles: SUPER_ADMIN,
    output: answer<Settings>(),
    success: 'Settings loaded',
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/settings/update-settings',
    roles: SUPER_ADMIN,
    body: SettingsInput,
    output: answer<Settings>(),
    success: 'Settings updated successfully',
  }),
};
