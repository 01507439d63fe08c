/** The creator's counts for today (Panama day) beside the form; they refresh after each new lead. */
import { useId } from 'react';
import { useCreatorCounts } from '../../api/counts/creator-counts';
import { messageOf } from '../../core/api-error';
import { Button } from '../../ui/button';
import { Stat } from '../../ui/stat';

export function TodayCounts() {
  const counts = useCreatorCounts();
  const headingId = useId();
  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId} part="counts">
      <h2 id={headingId}>Today's counts</h2>
      {counts.isError ? (
        <div className="rl-stack" role="alert">
          <p className="rl-error">{messageOf(counts.error, 'Failed to load data')}</p>
          <div>
            <Button onClick={() => void counts.refetch()} busy={counts.isFetching}>
              Retry
            </Button>
          </div>
        </div>
      ) : (
        <div className="rl-stack" aria-busy={counts.isPending || undefined}>
          <Stat label="Today" value={counts.data?.todayCount} />
          <Stat label="Valid" value={counts.data?.todayValidCount} />
          <Stat label="Invalid" value={counts.data?.todayInvalidCount} />
        </div>
      )}
    </section>
  );
}
