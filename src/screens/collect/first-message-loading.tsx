/**
 * The first message card while its code or the templates load (docs/rules/templates.md#d12.4). In Collect's
 * own file (first-message.tsx is handed it), so the card is there from the screen's first paint; without
 * a lead it says at once what fills the text, as the template choice will. That line is Collect's
 * largest paint (Lighthouse on Collect, docs/benchmarks.md), which so waits for neither the card's code
 * nor the templates.
 */
import { useId } from 'react';
import { collectCatalog } from '../../locales/collect';
import { useT } from '../../ui/use-t';

export function LoadingFirstMessage({ withoutLead }: { withoutLead: boolean }) {
  const headingId = useId();
  const t = useT(collectCatalog);
  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('collect.firstMessage')}</h2>
      <p className="rl-muted" role="status">
        {t('collect.loadingTemplates')}
      </p>
      {withoutLead ? <p className="rl-muted">{t('collect.fillTemplate')}</p> : null}
    </section>
  );
}
