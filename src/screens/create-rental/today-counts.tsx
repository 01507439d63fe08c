/** The creator's counts for today (Panama day) beside the form; they refresh after each new lead. */
import { useId } from 'react';
import { useCreatorCounts } from '../../api/counts/creator-counts';
import { formsCatalog } from '../../locales/forms';
import { LoadError } from '../../ui/load-error';
import { Stat } from '../../ui/stat';
import { useT } from '../../ui/use-t';

export function TodayCounts() {
  const counts = useCreatorCounts();
  const headingId = useId();
  const t = useT(formsCatalog);
  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId} part="counts">
      <h2 id={headingId}>{t('forms.todayCounts')}</h2>
      {counts.isError ? (
        <LoadError query={counts} boxed={false} />
      ) : (
        <div className="rl-stack" aria-busy={counts.isPending || undefined}>
          <Stat label={t('forms.today')} value={counts.data?.todayCount} />
          <Stat label={t('forms.valid')} value={counts.data?.todayValidCount} />
          <Stat label={t('forms.invalid')} value={counts.data?.todayInvalidCount} />
        </div>
      )}
    </section>
  );
}
