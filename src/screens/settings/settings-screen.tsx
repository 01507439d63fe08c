/** Fetching Settings (rule D7): the global delay, hold and lead order; how long a lead may be held (rule D9.4). */
import { useSettings } from '../../api/settings/get-settings';
import { messageOf } from '../../core/api-error';
import type { Emit } from '../../lib/define-widget';
import { Button } from '../../ui/button';
import { type SettingsEvents, SettingsForm } from './settings-form';

export function SettingsScreen({ emit }: { emit: Emit<SettingsEvents> }) {
  const settings = useSettings();
  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>Fetching Settings</h1>
      </div>
      {settings.isPending ? (
        <p className="rl-row" role="status">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> Loading settings...
        </p>
      ) : settings.isError ? (
        <div className="rl-card rl-stack" role="alert">
          <p className="rl-error">{messageOf(settings.error, 'Failed to load data')}</p>
          <div>
            <Button onClick={() => void settings.refetch()} busy={settings.isFetching}>
              Retry
            </Button>
          </div>
        </div>
      ) : (
        <SettingsForm settings={settings.data} emit={emit} />
      )}
    </div>
  );
}
