/**
 * The webhooks of the Integrations screen (docs/rules/integrations.md#d15.7): the subscriptions the viewer manages, with
 * their state; Add webhook (its secret shown once), turning one on or off, its delivery log with
 * Resend, and Delete. The super-admin sees and adds every group's; an admin its own group's.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useWebhooks } from '../../api/webhooks/list-webhooks';
import { useSetWebhookEnabled } from '../../api/webhooks/set-webhook-enabled';
import type { WebhookSubscription } from '../../contract';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { webhooksCatalog } from '../../locales/webhooks';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadError } from '../../ui/load-error';
import { NotForRole } from '../../ui/not-for-role';
import { useT } from '../../ui/use-t';
import { WebhooksTable } from './webhooks-table';

// The dialogs load when asked for: the list's first paint waits for none of them.
const AddWebhookDialog = lazy(() =>
  import('./add-webhook-dialog').then((module) => ({ default: module.AddWebhookDialog })),
);
const DeleteWebhookDialog = lazy(() =>
  import('./delete-webhook-dialog').then((module) => ({ default: module.DeleteWebhookDialog })),
);
const DeliveryLogDialog = lazy(() =>
  import('./delivery-log-dialog').then((module) => ({ default: module.DeliveryLogDialog })),
);

export function WebhooksSection() {
  const role = useAuth((s) => s.user?.role);
  return role === 'super-admin' || role === 'admin' ? (
    <Webhooks chooseGroup={role === 'super-admin'} />
  ) : (
    <NotForRole />
  );
}

function Webhooks({ chooseGroup }: { chooseGroup: boolean }) {
  const t = useT(webhooksCatalog);
  const query = useWebhooks();
  const toggle = useSetWebhookEnabled();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookSubscription | null>(null);
  const [logOf, setLogOf] = useState<WebhookSubscription | null>(null);
  const headingId = useId();

  const setEnabled = (hook: WebhookSubscription, enabled: boolean) =>
    toggle.mutate(
      { id: hook._id, enabled },
      {
        onSuccess: () => toastSuccess(t(enabled ? 'webhooks.turnedOn' : 'webhooks.turnedOff')),
        onError: (error) => toastFailure(error, t('webhooks.changeFailed')),
      },
    );

  return (
    <section className="rl-stack" aria-labelledby={headingId} part="webhooks">
      <div className="rl-page__head">
        <h2 id={headingId}>{t('webhooks.title')}</h2>
        <Button variant="primary" onClick={() => setAdding(true)}>
          {t('webhooks.add')}
        </Button>
      </div>
      <p className="rl-muted">{t('webhooks.intro')}</p>
      {query.isError ? (
        <LoadError query={query} />
      ) : query.data?.length === 0 ? (
        <EmptyState hint={t('webhooks.none')} />
      ) : (
        <>
          {query.isPending ? (
            <span className="rl-visually-hidden" role="status">
              {t('webhooks.loading')}
            </span>
          ) : null}
          <WebhooksTable
            webhooks={query.data ?? null}
            labelledBy={headingId}
            onLog={setLogOf}
            onEnabled={setEnabled}
            onDelete={setDeleting}
          />
        </>
      )}
      <Suspense fallback={null}>
        {adding ? <AddWebhookDialog chooseGroup={chooseGroup} onClose={() => setAdding(false)} /> : null}
        {deleting ? <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} /> : null}
        {logOf ? <DeliveryLogDialog webhook={logOf} onClose={() => setLogOf(null)} /> : null}
      </Suspense>
    </section>
  );
}
