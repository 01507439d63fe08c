/**
 * `<rl-ops-board>`'s screen (docs/rules/operations.md): every picker of the caller's teams and what
 * it is doing, live (docs/rules/operations.md#d9.2), with the header figures, a team-leader filter, a sort, and Release
 * on a held lead (docs/rules/operations.md#d9.3). The super-admin may narrow it to one admin's group.
 */
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useBoard } from '../../api/operations/board';
import { useLiveBoard } from '../../api/operations/use-live-board';
import { useAuth } from '../../core/use-auth';
import { useClock } from '../../lib/clock';
import type { Emit } from '../../ui/define-widget';
import { LoadError } from '../../ui/load-error';
import { shownData } from '../../ui/shown-data';
import { BoardFilters } from './board-filters';
import { type BoardSort, boardRows, leaderOptions } from './board-rows';
import { BoardSummary } from './board-summary';
import { BoardTable } from './board-table';
import { useBoardWords } from './board-words';
import type { ReleaseTarget } from './release-dialog';

// The release confirmation loads on first use: most looks at the board release nothing (the element
// stays under its size budget, docs/benchmarks.md). Meanwhile, for the moment it takes, nothing shows
// and the focus stays on the row's button.
const ReleaseDialog = lazy(() =>
  import('./release-dialog').then((module) => ({ default: module.ReleaseDialog })),
);

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface OpsBoardEvents {
  /** A supervisor sent a picker's held lead back to the pool. */
  'hold-released': { rentalId: string; number: string; pickerId: string };
}

export function OpsBoardScreen({ emit }: { emit: Emit<OpsBoardEvents> }) {
  const words = useBoardWords();
  const { t } = words;
  const role = useAuth((s) => s.user?.role);
  const isSuperAdmin = role === 'super-admin';
  const [group, setGroup] = useState('');
  const adminId = isSuperAdmin && group ? group : null;
  const query = useBoard(adminId);
  const refused = useLiveBoard(adminId);
  const [leaderChoice, setLeaderChoice] = useState('');
  const [sort, setSort] = useState<BoardSort>('name');
  const [target, setTarget] = useState<ReleaseTarget | null>(null);
  const clock = useClock();
  const headingId = useId();

  const board = shownData(query);
  // Measured when each board arrives: the server's `at` against the page's clock at that moment.
  const skew = useMemo(() => (board ? Date.parse(board.at) - clock.now() : 0), [board, clock]);
  const leaders = leaderOptions(board?.pickers ?? [], words);
  // A leader whose last picker moved away leaves the filter: the board shows everyone again.
  const leader = leaders.some((option) => option.value === leaderChoice) ? leaderChoice : '';
  const rows = board ? boardRows(board.pickers, leader, sort) : null;

  const empty = !adminId
    ? isSuperAdmin
      ? t('board.noPickers')
      : t('board.noPickersInTeams')
    : t('board.noPickersInGroup');

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('board.title')}</h1>
      </div>
      {refused ? (
        <p className="rl-card rl-notice rl-notice--warning" role="alert">
          {t('board.liveOff', { reason: refused })}
        </p>
      ) : null}
      <BoardSummary board={board} />
      <BoardFilters
        chooseGroup={isSuperAdmin}
        adminId={group}
        onAdminId={setGroup}
        leaders={leaders}
        leader={leader}
        onLeader={setLeaderChoice}
        sort={sort}
        onSort={setSort}
      />

      {query.isError ? (
        <LoadError query={query} />
      ) : board?.pickers.length === 0 ? (
        <div className="rl-empty" role="status">
          <strong>{empty}</strong>
          <span className="rl-muted">{t('board.emptyHint')}</span>
        </div>
      ) : (
        <>
          {query.isPending ? (
            <span className="rl-visually-hidden" role="status">
              {t('board.loading')}
            </span>
          ) : null}
          <BoardTable
            pickers={rows}
            at={board?.at ?? ''}
            skew={skew}
            labelledBy={headingId}
            onRelease={(picker) => {
              if (picker.holding) setTarget({ ...picker, holding: picker.holding });
            }}
          />
        </>
      )}

      {target ? (
        <Suspense fallback={null}>
          <ReleaseDialog
            target={target}
            onClose={() => setTarget(null)}
            onReleased={(released) => {
              setTarget(null);
              emit('hold-released', {
                rentalId: released.holding.rentalId,
                number: released.holding.number,
                pickerId: released._id,
              });
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
