/** "Picked today n / limit": the picker's finished leads today against the daily limit. */
import { usePickerCounts } from '../../api/counts/picker-counts';
import { collectCatalog } from '../../locales/collect';
import { useT } from '../../ui/use-t';

export function PicksToday() {
  const counts = usePickerCounts();
  const t = useT(collectCatalog);
  if (counts.isError) return <span className="rl-counter">{t('collect.pickedTodayUnavailable')}</span>;
  return (
    <span className="rl-counter" aria-busy={counts.isPending || undefined}>
      {t('collect.pickedToday', { count: counts.data?.todayCount ?? '…', limit: counts.data?.limit ?? '…' })}
    </span>
  );
}
