/** Fetching Settings (docs/rules/settings.md#d7): the global delay, hold and lead order; how long a lead may be held (docs/rules/operations.md#d9.4). */
import { useSettings } from '../../api/settings/get-settings';
import { settingsCatalog } from '../../locales/settings';
import type { Emit } from '../../ui/define-widget';
import { LoadError } from '../../ui/load-error';
import { useT } from '../../ui/use-t';
import { type SettingsEvents, SettingsForm } from './settings-form';

export function SettingsScreen({ emit }: { emit: Emit<SettingsEvents> }) {
  const settings = useSettings();
  const t = useT(settingsCatalog);
  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>{t('settings.title')}</h1>
      </div>
      {settings.isPending ? (
        <p className="rl-row" role="status">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('settings.loading')}
        </p>
      ) : settings.isError ? (
        <LoadError query={settings} />
      ) : (
        <SettingsForm settings={settings.data} emit={emit} />
      )}
    </div>
  );
}
