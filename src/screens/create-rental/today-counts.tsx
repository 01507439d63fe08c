/** The creator's counts for today (Panama day) beside the form; they refresh after each new lead. */
import { useId } from 'react';
import { useCreatorCounts } from '../../api/counts/creator-counts';
import { LoadError } from '../../ui/load-error';
import { Stat } from '../../ui/stat';

export function TodayCounts() {
  const counts = useCreatorCounts();
  const headingId = useId();
  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId} part="counts">
      <h2 id={headingId}>Today's counts</h2>
      {counts.isError ? (
        <LoadError query={counts} boxed={false} />
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
