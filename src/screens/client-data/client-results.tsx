/**
 * What is held about one client (docs/rules/client-data.md#d13.1), grouped: leads, deals with their images, messages and
 * audit entries; with Export .json, Export .xlsx and Erase… (docs/rules/client-data.md#d13.2, docs/rules/client-data.md#d13.3).
 */
import { lazy, Suspense, useState } from 'react';
import { useExportClientData } from '../../api/client-data/export-client-data';
import type { ClientData, ClientDataQuery, ClientErased, ClientExportFormat } from '../../contract';
import { toastFailure } from '../../core/toaster';
import { saveFile } from '../../lib/excel';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { DealThumbnail } from './deal-thumbnail';

const EraseDialog = lazy(() => import('./erase-dialog').then((module) => ({ default: module.EraseDialog })));

/**
 * 'deal-closed' → "Deal closed". Not the audit trail's own labels (src/shared/columns/audit-text.ts):
 * a second importer splits that module's chunk, which took the audit trail's element over its size
 * budget (docs/benchmarks.md).
 */
const actionWords = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replace(/-/g, ' ');

export const EXPORT_FAILED = 'Failed to export the client data';

interface ClientResultsProps {
  data: ClientData;
  searchKey: ClientDataQuery;
  onExported: (format: ClientExportFormat) => void;
  onErased: (erased: ClientErased) => void;
}

export function ClientResults({ data, searchKey, onExported, onErased }: ClientResultsProps) {
  usePhoneMetadata();
  const exporting = useExportClientData();
  const [erasing, setErasing] = useState(false);
  const erasable = data.leads.length + data.deals.length + data.messages.length > 0;
  if (!erasable && data.audit.length === 0)
    return <EmptyState hint="No data is held about this client. Check the number or email." />;

  const download = (format: ClientExportFormat) =>
    exporting.mutate(
      { key: searchKey, format },
      {
        onSuccess: (blob) => {
          saveFile(blob, `client_data_${Date.now()}.${format}`);
          onExported(format);
        },
        onError: (error) => toastFailure(error, EXPORT_FAILED),
      },
    );
  const busyWith = exporting.isPending ? exporting.variables?.format : undefined;

  return (
    <div className="rl-stack" part="results">
      <div className="rl-toolbar" part="actions">
        <Button onClick={() => download('json')} busy={busyWith === 'json'} disabled={exporting.isPending}>
          Export .json
        </Button>
        <Button onClick={() => download('xlsx')} busy={busyWith === 'xlsx'} disabled={exporting.isPending}>
          Export .xlsx
        </Button>
        {erasable ? (
          <Button variant="danger" onClick={() => setErasing(true)}>
            Erase…
          </Button>
        ) : null}
      </div>
      <Group title="Leads" count={data.leads.length}>
        <table className="rl-table">
          <caption className="rl-visually-hidden">Leads</caption>
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">Client Name</th>
              <th scope="col">Number</th>
              <th scope="col">Email</th>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.leads.map((lead) => (
              <tr key={lead._id}>
                <td>{formatDateTime(lead.createdAt)}</td>
                <td>{lead.client_name}</td>
                <td>{showNumber(lead.number)}</td>
                <td>{lead.client_email || '-'}</td>
                <td>{lead.address}</td>
                <td>{lead.number_status ?? lead.call_outcome ?? (lead.isFinished ? 'finished' : 'open')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Group>
      <Group title="Deals" count={data.deals.length}>
        <table className="rl-table">
          <caption className="rl-visually-hidden">Deals</caption>
          <thead>
            <tr>
              <th scope="col">Closed</th>
              <th scope="col">Client Name</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Image</th>
            </tr>
          </thead>
          <tbody>
            {data.deals.map((deal) => (
              <tr key={deal._id}>
                <td>{formatDateTime(deal.createdAt)}</td>
                <td>{deal.client_name}</td>
                <td>{deal.client_email}</td>
                <td>{deal.status}</td>
                <td>
                  <DealThumbnail deal={deal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Group>
      <Group title="Messages" count={data.messages.length}>
        <ul className="rl-stack">
          {data.messages.map((message) => (
            <li key={message._id}>
              <span className="rl-muted">
                {formatDateTime(message.createdAt)}, {message.from.name} to {message.to.name}:
              </span>{' '}
              {message.message}
            </li>
          ))}
        </ul>
      </Group>
      <Group title="Audit entries" count={data.audit.length}>
        <ul className="rl-stack">
          {data.audit.map((entry) => (
            <li key={entry._id}>
              <span className="rl-muted">{formatDateTime(entry.at)}</span> {actionWords(entry.action)}
              {entry.actor ? ` by ${entry.actor.name}` : ''}
              {entry.target ? `: ${entry.target.label}` : ''}
            </li>
          ))}
        </ul>
      </Group>
      <Suspense fallback={null}>
        {erasing ? (
          <EraseDialog
            data={data}
            searchKey={searchKey}
            onClose={() => setErasing(false)}
            onErased={(erased) => {
              setErasing(false);
              onErased(erased);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <section className="rl-card rl-stack" aria-label={title}>
      <h2>
        {title} ({count})
      </h2>
      {count === 0 ? <p className="rl-muted">None.</p> : <div className="rl-table-wrap">{children}</div>}
    </section>
  );
}
