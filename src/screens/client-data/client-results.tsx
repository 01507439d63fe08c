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
import { auditCatalog } from '../../locales/audit';
import { clientCatalog } from '../../locales/client';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { DealThumbnail } from './deal-thumbnail';

const EraseDialog = lazy(() => import('./erase-dialog').then((module) => ({ default: module.EraseDialog })));

type AuditId = keyof typeof auditCatalog.en;

/** An audit entry's action as the audit trail names it ('deal-closed' → "Deal closed"), in the reader's words. */
const actionId = (action: string): AuditId | null =>
  `audit.action.${action}` in auditCatalog.en ? (`audit.action.${action}` as AuditId) : null;

type ClientId = keyof typeof clientCatalog.en;

/** A lead's or deal's state as the data names it ('no-answer', 'done'), in the reader's words. */
const STATES: Record<string, ClientId> = {
  valid: 'client.status.valid',
  invalid: 'client.status.invalid',
  'no-answer': 'client.status.no-answer',
  callback: 'client.status.callback',
  'not-interested': 'client.status.not-interested',
  'do-not-contact': 'client.status.do-not-contact',
  unreachable: 'client.status.unreachable',
  finished: 'client.status.finished',
  open: 'client.status.open',
  'in-process': 'client.status.in-process',
  done: 'client.status.done',
  failed: 'client.status.failed',
};

interface ClientResultsProps {
  data: ClientData;
  searchKey: ClientDataQuery;
  onExported: (format: ClientExportFormat) => void;
  onErased: (erased: ClientErased) => void;
}

export function ClientResults({ data, searchKey, onExported, onErased }: ClientResultsProps) {
  const t = useT(clientCatalog);
  const language = useLanguage();
  const when = (value: string) => formatDateTime(value, language);
  // A state the catalog does not know yet shows as the data names it.
  const state = (code: string) => (Object.hasOwn(STATES, code) ? t(STATES[code] as ClientId) : code);
  const tAudit = useT(auditCatalog);
  const sayAction = (action: string) => {
    const id = actionId(action);
    return id ? tAudit(id) : action;
  };
  usePhoneMetadata();
  const exporting = useExportClientData();
  const [erasing, setErasing] = useState(false);
  const erasable = data.leads.length + data.deals.length + data.messages.length > 0;
  if (!erasable && data.audit.length === 0) return <EmptyState hint={t('client.nothingHeld')} />;

  const download = (format: ClientExportFormat) =>
    exporting.mutate(
      { key: searchKey, format },
      {
        onSuccess: (blob) => {
          saveFile(blob, `client_data_${Date.now()}.${format}`);
          onExported(format);
        },
        onError: (error) => toastFailure(error, t('client.exportFailed')),
      },
    );
  const busyWith = exporting.isPending ? exporting.variables?.format : undefined;

  return (
    <div className="rl-stack" part="results">
      <div className="rl-toolbar" part="actions">
        <Button onClick={() => download('json')} busy={busyWith === 'json'} disabled={exporting.isPending}>
          {t('client.exportJson')}
        </Button>
        <Button onClick={() => download('xlsx')} busy={busyWith === 'xlsx'} disabled={exporting.isPending}>
          {t('client.exportXlsx')}
        </Button>
        {erasable ? (
          <Button variant="danger" onClick={() => setErasing(true)}>
            {t('client.erase')}
          </Button>
        ) : null}
      </div>
      <Group title={t('client.leads')} count={data.leads.length}>
        <table className="rl-table">
          <caption className="rl-visually-hidden">{t('client.leads')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('client.created')}</th>
              <th scope="col">{t('client.clientName')}</th>
              <th scope="col">{t('client.number')}</th>
              <th scope="col">{t('client.email')}</th>
              <th scope="col">{t('client.address')}</th>
              <th scope="col">{t('client.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.leads.map((lead) => (
              <tr key={lead._id}>
                <td>{when(lead.createdAt)}</td>
                <td>{lead.client_name}</td>
                <td>{showNumber(lead.number)}</td>
                <td>{lead.client_email || '-'}</td>
                <td>{lead.address}</td>
                <td>
                  {state(lead.number_status ?? lead.call_outcome ?? (lead.isFinished ? 'finished' : 'open'))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Group>
      <Group title={t('client.deals')} count={data.deals.length}>
        <table className="rl-table">
          <caption className="rl-visually-hidden">{t('client.deals')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('client.closed')}</th>
              <th scope="col">{t('client.clientName')}</th>
              <th scope="col">{t('client.email')}</th>
              <th scope="col">{t('client.status')}</th>
              <th scope="col">{t('client.image')}</th>
            </tr>
          </thead>
          <tbody>
            {data.deals.map((deal) => (
              <tr key={deal._id}>
                <td>{when(deal.createdAt)}</td>
                <td>{deal.client_name}</td>
                <td>{deal.client_email}</td>
                <td>{state(deal.status)}</td>
                <td>
                  <DealThumbnail deal={deal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Group>
      <Group title={t('client.messages')} count={data.messages.length}>
        <ul className="rl-stack">
          {data.messages.map((message) => (
            <li key={message._id}>
              <span className="rl-muted">
                {t('client.messageFromTo', {
                  when: when(message.createdAt),
                  from: message.from.name,
                  to: message.to.name,
                })}
              </span>{' '}
              {message.message}
            </li>
          ))}
        </ul>
      </Group>
      <Group title={t('client.auditEntries')} count={data.audit.length}>
        <ul className="rl-stack">
          {data.audit.map((entry) => (
            <li key={entry._id}>
              <span className="rl-muted">{when(entry.at)}</span> {sayAction(entry.action)}
              {entry.actor ? t('client.auditBy', { name: entry.actor.name }) : ''}
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
  const t = useT(clientCatalog);
  return (
    <section className="rl-card rl-stack" aria-label={title}>
      <h2>{t('client.groupTitle', { title, count })}</h2>
      {count === 0 ? (
        <p className="rl-muted">{t('client.none')}</p>
      ) : (
        <div className="rl-table-wrap">{children}</div>
      )}
    </section>
  );
}
