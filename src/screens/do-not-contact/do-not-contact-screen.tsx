/**
 * `<rl-do-not-contact>`'s screen (docs/rules/do-not-contact.md, docs/rules/do-not-contact.md#d5.13): the numbers no one may be
 * served or texted, newest first, searched by number or words, a page at a time; Add and Add from file
 * for the super-admin and admins, Remove (asked first) for the super-admin alone.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useDoNotContactPage } from '../../api/do-not-contact/list-numbers';
import type { AuthUser, DoNotContactEntry } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { dncCatalog } from '../../locales/dnc';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { ListBody } from '../../ui/list-body';
import { NotForRole } from '../../ui/not-for-role';
import { SearchBox } from '../../ui/search-box';
import { shownData } from '../../ui/shown-data';
import { TotalCounter } from '../../ui/total-counter';
import { useListState } from '../../ui/use-list-state';
import { usePageStepBack } from '../../ui/use-page-step-back';
import { useT } from '../../ui/use-t';
import { NumbersTable } from './numbers-table';

// The dialogs load on first use: most visits only read the list (the element stays under its size
// budget, docs/benchmarks.md). Meanwhile nothing shows and the focus stays on the button pressed.
const AddNumberDialog = lazy(() =>
  import('./add-number-dialog').then((module) => ({ default: module.AddNumberDialog })),
);
const AddFromFileDialog = lazy(() =>
  import('./add-from-file-dialog').then((module) => ({ default: module.AddFromFileDialog })),
);
const RemoveNumberDialog = lazy(() =>
  import('./remove-number-dialog').then((module) => ({ default: module.RemoveNumberDialog })),
);

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface DoNotContactEvents {
  /** A number was listed (E.164), and how many leads nobody held it ended. */
  'number-added': { number: string; leadsEnded: number };
  /** A file was added: counts of rows listed and skipped, and of leads ended. */
  'numbers-uploaded': { inserted: number; skipped: number; leadsEnded: number };
  /** The super-admin removed a number (E.164). */
  'number-removed': { number: string };
}

export interface DoNotContactProps {
  emit: Emit<DoNotContactEvents>;
}

type Keeper = AuthUser & { role: 'super-admin' | 'admin' };

export function DoNotContactScreen({ emit }: DoNotContactProps) {
  const user = useAuth((s) => s.user);
  const keeper = user?.role === 'super-admin' || user?.role === 'admin' ? (user as Keeper) : null;
  return keeper ? <DoNotContact viewer={keeper} emit={emit} /> : <NotForRole />;
}

type Open = { dialog: 'add' } | { dialog: 'file' } | { dialog: 'remove'; entry: DoNotContactEntry } | null;

function DoNotContact({ viewer, emit }: { viewer: Keeper; emit: Emit<DoNotContactEvents> }) {
  const t = useT(dncCatalog);
  const { state, update, setPage } = useListState({ filters: {} });
  const query = useDoNotContactPage({ search: state.search, page: state.page, limit: state.limit });
  const [open, setOpen] = useState<Open>(null);
  const headingId = useId();
  const rows = shownData(query)?.result;
  const canRemove = viewer.role === 'super-admin';

  // Removing the last row of the last page leaves that page empty.
  usePageStepBack(rows, query.data?.countInfo.totalPage ?? 0, state.page, setPage);

  const close = () => setOpen(null);

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('dnc.title')}</h1>
        <TotalCounter count={query.data?.countInfo.total} />
      </div>
      <p className="rl-muted">{t('dnc.intro')}</p>
      <div className="rl-toolbar" part="toolbar">
        <SearchBox
          placeholder={t('dnc.search')}
          value={state.search}
          onSearch={(search) => update({ search })}
        />
        <Button variant="primary" onClick={() => setOpen({ dialog: 'add' })}>
          {t('dnc.addNumber')}
        </Button>
        <Button onClick={() => setOpen({ dialog: 'file' })}>{t('dnc.addFromFile')}</Button>
      </div>
      <ListBody query={query} loadingText={t('dnc.loading')} list={{ state, update, setPage }}>
        <NumbersTable
          entries={rows ?? null}
          labelledBy={headingId}
          onRemove={canRemove ? (entry) => setOpen({ dialog: 'remove', entry }) : null}
        />
      </ListBody>
      <Suspense fallback={null}>
        {open?.dialog === 'add' ? (
          <AddNumberDialog
            onClose={close}
            onAdded={({ entry, leadsEnded }) => {
              close();
              emit('number-added', { number: entry.number, leadsEnded });
            }}
          />
        ) : null}
        {open?.dialog === 'file' ? (
          <AddFromFileDialog
            onClose={close}
            onUploaded={({ inserted, skipped, leadsEnded }) =>
              emit('numbers-uploaded', { inserted, skipped: skipped.length, leadsEnded })
            }
          />
        ) : null}
        {open?.dialog === 'remove' && canRemove ? (
          <RemoveNumberDialog
            entry={open.entry}
            onClose={close}
            onRemoved={(entry) => {
              close();
              emit('number-removed', { number: entry.number });
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
