/**
 * The claim button and what it says (docs/rules/screens.md): 'Fetch Rental', 'Fetching...', 'Fetched' while a
 * lead is held, 'Wait {n}s' between leads, disabled while fetching is paused; and, under it, why the
 * server last refused a claim (a pause with the time it resumes) or that the held lead was released.
 */
import { useId } from 'react';
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { type Translate, useT } from '../../ui/use-t';
import { shortcut } from './shortcuts';

export interface Notice {
  title: string;
  text: string;
  /** News the picker must not miss (its lead was taken back): announced at once, not politely. */
  urgent?: boolean;
}

interface ClaimControlsProps {
  claiming: boolean;
  holding: boolean;
  secondsLeft: number;
  /** Fetching is paused for everyone until a known time (docs/rules/claiming.md#d5.4): the notice says when. */
  paused: boolean;
  notice: Notice | null;
  onClaim: () => void;
}

const labelOf = (
  t: Translate<keyof typeof collectCatalog.en>,
  claiming: boolean,
  holding: boolean,
  secondsLeft: number,
) => {
  if (claiming) return t('collect.fetching');
  if (holding) return t('collect.fetched');
  if (secondsLeft > 0) return t('collect.wait', { seconds: secondsLeft });
  return t('collect.fetch');
};

export function ClaimControls({
  claiming,
  holding,
  secondsLeft,
  paused,
  notice,
  onClaim,
}: ClaimControlsProps) {
  const noticeId = useId();
  const t = useT(collectCatalog);
  return (
    <div className="rl-stack">
      <div>
        <Button
          variant="primary"
          busy={claiming}
          disabled={holding || secondsLeft > 0 || paused}
          onClick={onClaim}
          part="fetch-button"
          aria-describedby={paused && notice ? noticeId : undefined}
          {...shortcut('f')}
        >
          {labelOf(t, claiming, holding, secondsLeft)}
        </Button>
      </div>
      {notice ? (
        <div
          className="rl-card rl-stack rl-notice rl-notice--warning"
          role={notice.urgent ? 'alert' : 'status'}
          id={noticeId}
          part="status"
        >
          <h2>{notice.title}</h2>
          <p>{notice.text}</p>
        </div>
      ) : null}
    </div>
  );
}
