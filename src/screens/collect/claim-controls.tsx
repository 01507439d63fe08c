/**
 * The claim button and what it says (docs/rules/screens.md): 'Fetch Rental', 'Fetching...', 'Fetched' while a
 * lead is held, 'Wait {n}s' between leads; and, under it, why the server last refused a claim or
 * that the held lead was released.
 */
import { Button } from '../../ui/button';

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
  notice: Notice | null;
  onClaim: () => void;
}

const labelOf = (claiming: boolean, holding: boolean, secondsLeft: number) => {
  if (claiming) return 'Fetching...';
  if (holding) return 'Fetched';
  if (secondsLeft > 0) return `Wait ${secondsLeft}s`;
  return 'Fetch Rental';
};

export function ClaimControls({ claiming, holding, secondsLeft, notice, onClaim }: ClaimControlsProps) {
  return (
    <div className="rl-stack">
      <div>
        <Button
          variant="primary"
          busy={claiming}
          disabled={holding || secondsLeft > 0}
          onClick={onClaim}
          part="fetch-button"
        >
          {labelOf(claiming, holding, secondsLeft)}
        </Button>
      </div>
      {notice ? (
        <div
          className="rl-card rl-stack rl-notice rl-notice--warning"
          role={notice.urgent ? 'alert' : 'status'}
          part="status"
        >
          <h2>{notice.title}</h2>
          <p>{notice.text}</p>
        </div>
      ) : null}
    </div>
  );
}
