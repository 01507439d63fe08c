/** The board's header figures (docs/rules/operations.md#d9.1): the pool, the holds, today's finishes, the fetching pause, the cap. */
import type { ReactNode } from 'react';
import type { Board } from '../../contract';
import { panamaClock } from './board-time';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rl-stat">
      <dt className="rl-muted">{label}</dt>
      <dd>
        <strong>{children}</strong>
      </dd>
    </div>
  );
}

/** `board` is undefined while the first read runs: each figure then shows an ellipsis. */
export function BoardSummary({ board }: { board: Board | undefined }) {
  const header = board?.header;
  const hold = header?.hold;
  return (
    <section aria-label="Board summary" part="summary">
      <dl className="rl-ops-stats">
        <Figure label="Leads in pool">{header?.poolLeft ?? '…'}</Figure>
        <Figure label="Held now">{header?.heldNow ?? '…'}</Figure>
        <Figure label="Finished today">{header?.finishedToday ?? '…'}</Figure>
        {/* The settings' hold is a pause of fetching, named apart from the leads pickers hold (docs/rules/claiming.md#d5.4). */}
        <Figure label="Fetching pause">
          {!board || !hold
            ? '…'
            : hold.on && hold.until
              ? `Paused until ${panamaClock(hold.until, board.at)}`
              : hold.on
                ? 'Paused'
                : 'Not paused'}
        </Figure>
        {header?.adminCap ? (
          <Figure label="Group cap">
            {header.adminCap.used} / {header.adminCap.limit}
          </Figure>
        ) : null}
      </dl>
    </section>
  );
}
