/** The board's header figures (docs/rules/operations.md#d9.1): the pool and its ages (docs/rules/operations.md#d9.5), the holds, today's finishes, the fetching pause, the cap. */
import type { ReactNode } from 'react';
import type { Board } from '../../contract';
import { panamaClock } from './board-time';
import { useBoardWords } from './board-words';

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
  const { t, language } = useBoardWords();
  const header = board?.header;
  const hold = header?.hold;
  return (
    <section aria-label={t('board.summary')} part="summary">
      <dl className="rl-ops-stats">
        <Figure label={t('board.poolLeft')}>{header?.poolLeft ?? '…'}</Figure>
        <Figure label={t('board.poolAges')}>
          {header
            ? t('board.poolAgesValue', {
                day: header.poolAges.underOneDay,
                twoDays: header.poolAges.oneToTwoDays,
                week: header.poolAges.twoToSevenDays,
                older: header.poolAges.overSevenDays,
              })
            : '…'}
        </Figure>
        <Figure label={t('board.heldNow')}>{header?.heldNow ?? '…'}</Figure>
        <Figure label={t('board.finishedToday')}>{header?.finishedToday ?? '…'}</Figure>
        {/* The settings' hold is a pause of fetching, named apart from the leads pickers hold (docs/rules/claiming.md#d5.4). */}
        <Figure label={t('board.fetchingPause')}>
          {!board || !hold
            ? '…'
            : hold.on && hold.until
              ? t('board.pausedUntil', { time: panamaClock(hold.until, board.at, language) })
              : hold.on
                ? t('board.paused')
                : t('board.notPaused')}
        </Figure>
        {header?.adminCap ? (
          <Figure label={t('board.groupCap')}>
            {header.adminCap.used} / {header.adminCap.limit}
          </Figure>
        ) : null}
      </dl>
    </section>
  );
}
