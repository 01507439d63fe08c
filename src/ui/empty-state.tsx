/** What every list shows when nothing matches (docs/rules/screens.md). */
import { NO_DATA } from '../contract';

export function EmptyState({ hint = 'Try adjusting your search or filters.' }: { hint?: string }) {
  return (
    <div className="rl-empty" role="status">
      <strong>{NO_DATA}</strong>
      <span className="rl-muted">{hint}</span>
    </div>
  );
}
