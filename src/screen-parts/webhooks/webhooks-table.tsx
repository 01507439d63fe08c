/** The subscriptions' table: URL, events, group, state, and the actions on each. */
import type { WebhookSubscription } from '../../contract';
import { webhooksCatalog } from '../../locales/webhooks';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { RowMenu } from '../../ui/row-menu';
import { useT } from '../../ui/use-t';

interface WebhooksTableProps {
  /** null while the list loads. */
  webhooks: WebhookSubscription[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  onLog: (webhook: WebhookSubscription) => void;
  onEnabled: (webhook: WebhookSubscription, enabled: boolean) => void;
  onDelete: (webhook: WebhookSubscription) => void;
}

export function WebhooksTable({ webhooks, labelledBy, onLog, onEnabled, onDelete }: WebhooksTableProps) {
  const t = useT(webhooksCatalog);
  const stateOf = (row: WebhookSubscription) =>
    row.enabled
      ? t('webhooks.on')
      : row.disabledForFailures
        ? t('webhooks.offForFailures')
        : t('webhooks.off');
  const columns: readonly TableColumn<WebhookSubscription>[] = [
    { key: 'url', header: t('webhooks.url'), cell: (row) => row.url, wrap: true },
    // Event names are the API's codes: the receiver reads them as written.
    { key: 'events', header: t('webhooks.events'), cell: (row) => row.events.join(', '), wrap: true },
    { key: 'group', header: t('webhooks.group'), cell: (row) => row.group?.name ?? t('webhooks.everyGroup') },
    { key: 'state', header: t('webhooks.state'), cell: stateOf },
    {
      key: 'actions',
      header: t('webhooks.actions'),
      fixed: true,
      cell: (row) => (
        <RowMenu
          label={t('webhooks.actionsFor', { url: row.url })}
          actions={[
            { label: t('webhooks.showLog'), onSelect: () => onLog(row) },
            row.enabled
              ? { label: t('webhooks.turnOff'), onSelect: () => onEnabled(row, false) }
              : { label: t('webhooks.turnOn'), onSelect: () => onEnabled(row, true) },
            { label: t('webhooks.delete'), onSelect: () => onDelete(row) },
          ]}
        />
      ),
    },
  ];
  return <DataTable columns={columns} rows={webhooks} labelledBy={labelledBy} tableId="webhooks" />;
}
