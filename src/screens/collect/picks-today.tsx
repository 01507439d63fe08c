/** "Picked today n / limit": the picker's finished leads today against the daily limit. */
import { usePickerCounts } from '../../api/counts/picker-counts';

export function PicksToday() {
  const counts = usePickerCounts();
  if (counts.isError) return <span className="rl-counter">Picked today: unavailable</span>;
  return (
    <span className="rl-counter" aria-busy={counts.isPending || undefined}>
      Picked today {counts.data?.todayCount ?? '…'} / {counts.data?.limit ?? '…'}
    </span>
  );
}
