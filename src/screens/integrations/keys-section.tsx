/**
 * The API keys (docs/rules/integrations.md#d15.3): every key of the viewer's groups with its scopes,
 * group, maker, expiry, last use and state; Create key, its secret shown once, and Revoke (asked first).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useApiKeys } from '../../api/api-keys/list-keys';
import type { ApiKey, ApiKeyCreated } from '../../contract';
import { integrationsCatalog } from '../../locales/integrations';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { LoadError } from '../../ui/load-error';
import { useT } from '../../ui/use-t';
import type { IntegrationsEvents, Keeper } from './integrations-screen';
import { KeysTable } from './keys-table';

// The dialogs load on first use: most visits only read the list.
const CreateKeyDialog = lazy(() =>
  import('./create-key-dialog').then((module) => ({ default: module.CreateKeyDialog })),
);
const SecretDialog = lazy(() =>
  import('./secret-dialog').then((module) => ({ default: module.SecretDialog })),
);
const RevokeKeyDialog = lazy(() =>
  import('./revoke-key-dialog').then((module) => ({ default: module.RevokeKeyDialog })),
);

type Open =
  | { dialog: 'create' }
  | { dialog: 'secret'; created: ApiKeyCreated }
  | { dialog: 'revoke'; key: ApiKey }
  | null;

export function KeysSection({ viewer, emit }: { viewer: Keeper; emit: Emit<IntegrationsEvents> }) {
  const t = useT(integrationsCatalog);
  const query = useApiKeys();
  const [open, setOpen] = useState<Open>(null);
  const headingId = useId();
  const close = () => setOpen(null);

  const body = () => {
    if (query.isError) return <LoadError query={query} />;
    if (query.isPending)
      return (
        <span className="rl-muted" role="status">
          {t('integrations.loading')}
        </span>
      );
    if (query.data.length === 0) return <p className="rl-muted">{t('integrations.noKeys')}</p>;
    return (
      <KeysTable
        keys={query.data}
        labelledBy={headingId}
        showGroup={viewer.role === 'super-admin'}
        onRevoke={(key) => setOpen({ dialog: 'revoke', key })}
      />
    );
  };

  return (
    <section className="rl-stack" aria-labelledby={headingId} part="keys">
      <div className="rl-toolbar" part="toolbar">
        <h2 id={headingId}>{t('integrations.keys')}</h2>
        <Button variant="primary" onClick={() => setOpen({ dialog: 'create' })}>
          {t('integrations.createKey')}
        </Button>
      </div>
      {body()}
      <Suspense fallback={null}>
        {open?.dialog === 'create' ? (
          <CreateKeyDialog
            chooseGroup={viewer.role === 'super-admin'}
            onClose={close}
            onCreated={(created) => {
              setOpen({ dialog: 'secret', created });
              emit('api-key-created', { id: created.key._id, name: created.key.name });
            }}
          />
        ) : null}
        {open?.dialog === 'secret' ? <SecretDialog secret={open.created.secret} onClose={close} /> : null}
        {open?.dialog === 'revoke' ? (
          <RevokeKeyDialog
            apiKey={open.key}
            onClose={close}
            onRevoked={(key) => {
              close();
              emit('api-key-revoked', { id: key._id, name: key.name });
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
