/**
 * `<rl-client-data>`'s screen (docs/rules/client-data.md, docs/rules/client-data.md#d13): the super-admin searches a phone
 * number or an email and sees everything held about that client, exports it as .json or .xlsx, and
 * erases it with a reason. Search results and the erase dialog load after the first paint.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useClientData } from '../../api/client-data/find-client-data';
import type { ClientDataQuery, ClientErased, ClientExportFormat } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { clientCatalog } from '../../locales/client';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { LoadError } from '../../ui/load-error';
import { NotForRole } from '../../ui/not-for-role';
import { useT } from '../../ui/use-t';

const ClientResults = lazy(() =>
  import('./client-results').then((module) => ({ default: module.ClientResults })),
);

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface ClientDataEvents {
  /** A client's data was downloaded, in that format. */
  'client-exported': { format: ClientExportFormat };
  /** A client's data was erased: how many of each kind (never the values). */
  'client-erased': ClientErased;
}

export interface ClientDataProps {
  emit: Emit<ClientDataEvents>;
}

export function ClientDataScreen({ emit }: ClientDataProps) {
  const role = useAuth((s) => s.user?.role);
  return role === 'super-admin' ? <ClientData emit={emit} /> : <NotForRole />;
}

/** A typed search as the API takes it: an email when it has an @, else a number. */
export const keyOf = (typed: string): ClientDataQuery | null => {
  const text = typed.trim();
  if (text === '') return null;
  return text.includes('@') ? { email: text } : { number: text };
};

function ClientData({ emit }: ClientDataProps) {
  const t = useT(clientCatalog);
  const headingId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [key, setKey] = useState<ClientDataQuery | null>(null);
  const query = useClientData(key);

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('client.title')}</h1>
      </div>
      <p className="rl-muted">{t('client.intro')}</p>
      <form
        className="rl-toolbar"
        part="search"
        aria-label={t('client.searchForm')}
        onSubmit={(event) => {
          event.preventDefault();
          setKey(keyOf(typed));
        }}
      >
        <label className="rl-visually-hidden" htmlFor={inputId}>
          {t('client.searchField')}
        </label>
        <input
          id={inputId}
          className="rl-input"
          type="search"
          placeholder={t('client.searchField')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={keyOf(typed) === null}>
          {t('client.search')}
        </Button>
      </form>
      {key === null ? null : query.isError ? (
        <LoadError query={query} part="error" />
      ) : query.data ? (
        <Suspense fallback={<Loading />}>
          <ClientResults
            data={query.data}
            searchKey={key}
            onExported={(format) => emit('client-exported', { format })}
            onErased={(erased) => emit('client-erased', erased)}
          />
        </Suspense>
      ) : (
        <Loading />
      )}
    </section>
  );
}

function Loading() {
  const t = useT(clientCatalog);
  return (
    <p className="rl-row" role="status">
      <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('client.loading')}
    </p>
  );
}
