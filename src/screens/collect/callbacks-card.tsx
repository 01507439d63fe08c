/**
 * The 'My callbacks' card (docs/rules/claiming.md#d5.18) with its loading line. In Collect's own file: the card
 * is there from the screen's first paint and stays the same element while the list's code and the list
 * load into it, so the cards below it do not jump down (Lighthouse on Collect: layout shift,
 * docs/benchmarks.md) and a screen reader keeps its place.
 */
import { useId } from 'react';
import { collectCatalog } from '../../locales/collect';
import { useT } from '../../ui/use-t';

export function CallbacksCard({ children }: { children: React.ReactNode }) {
  const t = useT(collectCatalog);
  const headingId = useId();
  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId} part="callbacks">
      <h2 id={headingId}>{t('collect.myCallbacks')}</h2>
      {children}
    </section>
  );
}

export function CallbacksLoading() {
  const t = useT(collectCatalog);
  return (
    <p className="rl-muted" aria-busy="true">
      {t('collect.callbacksLoading')}
    </p>
  );
}
