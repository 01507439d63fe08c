/**
 * The fetch button and what it says (docs/rules/screens.md): 'Fetch Rental', 'Fetching...', 'Fetched' while a
 * lead is held, 'Wait {n}s' between leads; and, under it, why the server last refused a fetch or
 * that the held lead was released.
 */
import { Button } from '../../ui/button';

export interface Notice {
  title: string;
  text: string;
  /** News the picker must not miss (its lead was taken back): announced at once, not politely. */
  urgent?: boolean;
}

interface FetchControlsProps {
  fetching: boolean;
  holding: boolean;
  secondsLeft: number;
  notice: Notice | null;
  onFetch: () => void;
}

const labelOf = (fetching: boolean, holding: boolean, secondsLeft: number) => {
  if (fetching) return 'Fetching...';
  if (holding) return 'Fetched';
  if (secondsLeft > 0) return `Wait ${secondsLeft}s`;
  return 'Fetch Rental';
};

export function FetchControls({ fetching, holding, secondsLeft, notice, onFetch }: FetchControlsProps) {
  return (
    <div className="rl-stack">
      <div>
        <Button
          variant="primary"
          busy={fetching}
          disabled={holding || secondsLeft > 0}
          onClick={onFetch}
          part="fetch-button"
        >
          {labelOf(fetching, holding, secondsLeft)}
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
