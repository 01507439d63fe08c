/**
 * `<rl-integrations>`'s screen (docs/rules/screens.md#d2.9): for the super-admin and admins, the API keys
 * of their groups (docs/rules/integrations.md#d15.3), then the webhooks.
 */
import { useId } from 'react';
import type { AuthUser } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { integrationsCatalog } from '../../locales/integrations';
import { WebhooksSection } from '../../screen-parts/webhooks/webhooks-section';
import type { Emit } from '../../ui/define-widget';
import { NotForRole } from '../../ui/not-for-role';
import { useT } from '../../ui/use-t';
import { KeysSection } from './keys-section';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface IntegrationsEvents {
  /** A key was made; never its secret. */
  'api-key-created': { id: string; name: string };
  /** A key was revoked. */
  'api-key-revoked': { id: string; name: string };
}

export interface IntegrationsProps {
  emit: Emit<IntegrationsEvents>;
}

export type Keeper = AuthUser & { role: 'super-admin' | 'admin' };

export function IntegrationsScreen({ emit }: IntegrationsProps) {
  const user = useAuth((s) => s.user);
  const keeper = user?.role === 'super-admin' || user?.role === 'admin' ? (user as Keeper) : null;
  return keeper ? <Integrations viewer={keeper} emit={emit} /> : <NotForRole />;
}

function Integrations({ viewer, emit }: { viewer: Keeper; emit: Emit<IntegrationsEvents> }) {
  const t = useT(integrationsCatalog);
  const headingId = useId();
  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('integrations.title')}</h1>
      </div>
      <p className="rl-muted">{t('integrations.intro')}</p>
      <KeysSection viewer={viewer} emit={emit} />
      <WebhooksSection />
    </section>
  );
}
