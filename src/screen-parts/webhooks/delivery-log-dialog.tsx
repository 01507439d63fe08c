/**
 * A webhook's delivery log (docs/rules/integrations.md#d15.11), newest first: each delivery's event, status, the
 * receiver's response code, the time it took, its attempts and when; Resend queues the same event again.
 */
import { useId, useState } from 'react';
import { useDeliveries } from '../../api/webhooks/list-deliveries';
import { useResendDelivery } from '../../api/webhooks/resend-delivery';
import type { WebhookDelivery, WebhookSubscription } from '../../contract';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { formatDateTime } from '../../lib/panama-dates';
import { webhooksCatalog } from '../../locales/webhooks';
import { Button } from '../../ui/button';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { useLanguage } from '../../ui/language';
import { LoadError } from '../../ui/load-error';
import { useT } from '../../ui/use-t';

interface DeliveryLogDialogProps {
  webhook: WebhookSubscription;
  onClose: () => void;
}

export function DeliveryLogDialog({ webhook, onClose }: DeliveryLogDialogProps) {
  const t = useT(webhooksCatalog);
  const language = useLanguage();
  const query = useDeliveries(webhook._id);
  const resend = useResendDelivery();
  const [resending, setResending] = useState<string | null>(null);
  const headingId = useId();

  const send = (delivery: WebhookDelivery) => {
    setResending(delivery._id);
    resend.mutate(
      { id: webhook._id, deliveryId: delivery._id },
      {
        onSuccess: () => toastSuccess(t('webhooks.resent')),
        onError: (error) => toastFailure(error, t('webhooks.resendFailed')),
        onSettled: () => setResending(null),
      },
    );
  };

  const columns: readonly TableColumn<WebhookDelivery>[] = [
    { key: 'event', header: t('webhooks.event'), cell: (row) => row.event },
    {
      key: 'status',
      header: t('webhooks.status'),
      cell: (row) =>
        row.dueAt && row.status === 'retrying'
          ? `${t(`webhooks.status.${row.status}`)} · ${t('webhooks.nextTry', { when: formatDateTime(row.dueAt, language) })}`
          : t(`webhooks.status.${row.status}`),
    },
    {
      key: 'response',
      header: t('webhooks.response'),
      cell: (row) =>
        row.responseCode === null ? (row.attempts > 0 ? t('webhooks.noResponse') : '') : row.responseCode,
    },
    {
      key: 'duration',
      header: t('webhooks.duration'),
      cell: (row) => (row.durationMs === null ? '' : t('webhooks.milliseconds', { ms: row.durationMs })),
    },
    { key: 'attempts', header: t('webhooks.attempts'), cell: (row) => row.attempts },
    {
      key: 'when',
      header: t('webhooks.when'),
      cell: (row) => formatDateTime(row.lastAttemptAt ?? row.occurredAt, language),
    },
    {
      key: 'resend',
      header: t('webhooks.resend'),
      fixed: true,
      cell: (row) => (
        <Button
          aria-label={t('webhooks.resendFor', {
            event: row.event,
            when: formatDateTime(row.occurredAt, language),
          })}
          busy={resending === row._id}
          disabled={resending !== null}
          onClick={() => send(row)}
        >
          {t('webhooks.resend')}
        </Button>
      ),
    },
  ];

  return (
    <Dialog open wide title={t('webhooks.logTitle', { url: webhook.url })} onClose={onClose}>
      <div className="rl-stack">
        <h3 id={headingId} className="rl-visually-hidden">
          {t('webhooks.deliveries')}
        </h3>
        {query.isError ? (
          <LoadError query={query} />
        ) : query.data?.length === 0 ? (
          <EmptyState hint={t('webhooks.logNone')} />
        ) : (
          <>
            {query.isPending ? (
              <span className="rl-visually-hidden" role="status">
                {t('webhooks.logLoading')}
              </span>
            ) : null}
            <DataTable columns={columns} rows={query.data ?? null} labelledBy={headingId} />
          </>
        )}
        <div className="rl-dialog__actions">
          <Button onClick={onClose}>{t('webhooks.close')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
