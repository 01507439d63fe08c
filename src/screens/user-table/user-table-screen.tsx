/**
 * A staff list (docs/rules/people.md, "Screens"): search,
 * a date range for creators, the table with its row actions, and pages.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useStaffList } from '../../api/people/list-staff';
import { canMove } from '../../api/people/move-staff';
import { LIST_KIND, type StaffListKind } from '../../api/people/staff-kinds';
import { canUpdate, type StaffUpdate } from '../../api/people/update-staff';
import { localize, type StaffUser } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { peopleCatalog } from '../../locales/people';
import { DateRange } from '../../ui/date-range';
import type { Emit } from '../../ui/define-widget';
import { useLanguage } from '../../ui/language';
import { ListBody } from '../../ui/list-body';
import { SearchBox } from '../../ui/search-box';
import { shownData } from '../../ui/shown-data';
import { TotalCounter } from '../../ui/total-counter';
import { listQuery, useListState } from '../../ui/use-list-state';
import { usePageStepBack } from '../../ui/use-page-step-back';
import { useT } from '../../ui/use-t';
import { UsersTable } from './users-table';

// The dialogs load on first use: most visits to a list open none (the element stays under its size
// budget, docs/benchmarks.md). Meanwhile, for the moment it takes, nothing shows and the focus stays
// on the row's Actions button.
const DeleteUserDialog = lazy(() =>
  import('./delete-user-dialog').then((module) => ({ default: module.DeleteUserDialog })),
);
const EditUserDialog = lazy(() =>
  import('./edit-user-dialog').then((module) => ({ default: module.EditUserDialog })),
);
const MoveDialog = lazy(() => import('./move-dialog').then((module) => ({ default: module.MoveDialog })));
const EndSessionsDialog = lazy(() =>
  import('./end-sessions-dialog').then((module) => ({ default: module.EndSessionsDialog })),
);
const ResetTwoFactorDialog = lazy(() =>
  import('./reset-two-factor-dialog').then((module) => ({ default: module.ResetTwoFactorDialog })),
);

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface UserTableEvents {
  'user-deleted': { _id: string; kind: StaffListKind };
  /** The fields that changed, with their new values. */
  'user-updated': { _id: string; kind: StaffListKind } & StaffUpdate & { canBulkUpload?: boolean };
  /** `toId`: the team leader (or, for a team leader, the admin) it moved to. */
  'user-moved': { _id: string; kind: StaffListKind; toId: string };
  /** `ended`: how many of the user's sessions ended (docs/rules/auth.md, "Sessions"). */
  'user-sessions-ended': { _id: string; kind: StaffListKind; ended: number };
  /** The super-admin reset the user's two-factor (docs/rules/auth.md, "Two-factor"). */
  'user-two-factor-reset': { _id: string; kind: StaffListKind };
}

export interface UserTableProps {
  kind: StaffListKind;
  emit: Emit<UserTableEvents>;
}

export function UserTableScreen({ kind, emit }: UserTableProps) {
  const t = useT(peopleCatalog);
  // The kind arrives as an HTML attribute: a typo must say so rather than break the widget.
  if (!Object.hasOwn(LIST_KIND, kind)) {
    return (
      <p className="rl-card rl-error" role="alert">
        {t('people.list.unknownKind', { kind })}
      </p>
    );
  }
  return <UserList key={kind} kind={kind} emit={emit} />;
}

type Action = { type: 'edit' | 'move' | 'delete' | 'sessions' | 'two-factor'; user: StaffUser };

function UserList({ kind, emit }: UserTableProps) {
  const list = LIST_KIND[kind];
  const viewer = useAuth((s) => s.user);
  const { state, update, setPage } = useListState({ filters: {} });
  const query = useStaffList(kind, viewer?.role, listQuery(state));
  const [action, setAction] = useState<Action | null>(null);
  const movable = canMove(kind, viewer?.role);
  const editable = canUpdate(kind, viewer?.role);
  const headingId = useId();
  const rows = shownData(query)?.result;
  const totalPages = query.data?.countInfo.totalPage ?? 0;

  // Deleting the last row of the last page leaves that page empty.
  usePageStepBack(rows, totalPages, state.page, setPage);

  const closeDialog = () => setAction(null);
  const t = useT(peopleCatalog);
  // The title is LIST_KIND's English, which the people catalog holds word for word.
  const language = useLanguage();

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{localize(language, list.title)}</h1>
        <TotalCounter count={query.data?.countInfo.total} />
      </div>
      <div className="rl-toolbar">
        <SearchBox
          placeholder={t('people.list.search')}
          value={state.search}
          onSearch={(search) => update({ search })}
        />
        {list.hasDateFilter ? (
          <DateRange startDate={state.startDate} endDate={state.endDate} onChange={update} />
        ) : null}
      </div>

      <ListBody query={query} loadingText={t('people.list.loading')} list={{ state, update, setPage }}>
        <UsersTable
          kind={kind}
          viewer={viewer?.role}
          users={rows ?? null}
          labelledBy={headingId}
          showBulkUpload={kind === 'data-creators' && viewer?.role === 'super-admin'}
          canEdit={editable}
          canMove={movable}
          onEdit={(user) => setAction({ type: 'edit', user })}
          onMove={(user) => setAction({ type: 'move', user })}
          onDelete={(user) => setAction({ type: 'delete', user })}
          onEndSessions={(user) => setAction({ type: 'sessions', user })}
          onResetTwoFactor={
            viewer?.role === 'super-admin' ? (user) => setAction({ type: 'two-factor', user }) : undefined
          }
          onBulkUploadChanged={(user, canBulkUpload) =>
            emit('user-updated', { _id: user._id, kind, canBulkUpload })
          }
        />
      </ListBody>

      <Suspense fallback={null}>
        {action?.type === 'delete' ? (
          <DeleteUserDialog
            kind={kind}
            user={action.user}
            onClose={closeDialog}
            onDeleted={(user) => {
              closeDialog();
              emit('user-deleted', { _id: user._id, kind });
            }}
          />
        ) : null}
        {action?.type === 'sessions' ? (
          <EndSessionsDialog
            user={action.user}
            onClose={closeDialog}
            onEnded={(user, ended) => {
              closeDialog();
              emit('user-sessions-ended', { _id: user._id, kind, ended });
            }}
          />
        ) : null}
        {action?.type === 'two-factor' ? (
          <ResetTwoFactorDialog
            user={action.user}
            onClose={closeDialog}
            onReset={(user) => {
              closeDialog();
              emit('user-two-factor-reset', { _id: user._id, kind });
            }}
          />
        ) : null}
        {action?.type === 'move' && movable ? (
          <MoveDialog
            kind={kind}
            user={action.user}
            onClose={closeDialog}
            onMoved={(user, toId) => {
              closeDialog();
              emit('user-moved', { _id: user._id, kind, toId });
            }}
          />
        ) : null}
        {action?.type === 'edit' && editable ? (
          <EditUserDialog
            kind={kind}
            user={action.user}
            onClose={closeDialog}
            onUpdated={(user, changes) => {
              closeDialog();
              emit('user-updated', { _id: user._id, kind, ...changes });
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
