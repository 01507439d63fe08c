/**
 * A read that failed: its message and a Retry that reads again, busy (and so disabled) while it does.
 * `boxed` sets it in a card where it stands alone on the page; inside a card already it is not.
 */
import { messageOf } from '../core/api-error';
import { Button } from './button';

interface LoadErrorProps {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  boxed?: boolean;
  /** Its shadow part, where the widget's manifest names one. */
  part?: string;
}

export function LoadError({ query, boxed = true, part }: LoadErrorProps) {
  return (
    <div className={boxed ? 'rl-card rl-stack' : 'rl-stack'} role="alert" part={part}>
      <p className="rl-error">{messageOf(query.error, 'Failed to load data')}</p>
      <div>
        <Button onClick={() => void query.refetch()} busy={query.isFetching}>
          Retry
        </Button>
      </div>
    </div>
  );
}
