/**
 * The first text to a client: a template chosen and filled for the lead (docs/rules/templates.md#d12.4), or, for a picker
 * without templates, the generator of docs/rules/leads.md#d5.10. Both load after Collect's first paint (Collect stays
 * within its size budget, docs/benchmarks.md); the card says it is loading meanwhile.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { Rental } from '../../contract';
import { collectCatalog } from '../../locales/collect';
import { CopyButton } from '../../ui/copy-button';
import { useT } from '../../ui/use-t';

interface FirstMessageProps {
  pickerName: string;
  /** The lead the text is for: the held one, else the one just ended. */
  lead: Rental | null;
  /** Told the text the card shows, for WhatsApp on the held lead (docs/rules/claiming.md#d5.24). */
  onText: (text: string | null) => void;
}

const TemplateMessage = lazy(() =>
  import('./template-message').then((module) => ({ default: module.TemplateMessage })),
);

// The lead's fields have their Copy buttons on the first paint already: handed to the lazy card, the
// button stays in Collect's own file instead of moving to a file of its own.
function CopyFirstMessage({ text }: { text: string }) {
  const t = useT(collectCatalog);
  return <CopyButton label={t('collect.firstMessageCopy')} text={text} />;
}
const copyFirstMessage = (text: string) => <CopyFirstMessage text={text} />;

/** Collect has painted once on this page. */
let painted = false;

/**
 * False on the page's first paint, true after it and on every later mount (a new lead): asked for
 * during the first paint, the card's code and list would delay Collect's largest paint on a slow
 * network (Lighthouse on Collect, docs/benchmarks.md).
 */
function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(painted);
  useEffect(() => {
    painted = true;
    setAfter(true);
  }, []);
  return after;
}

export function FirstMessage({ pickerName, lead, onText }: FirstMessageProps) {
  const loading = <LoadingTemplates />;
  if (!useAfterFirstPaint()) return loading;
  return (
    <Suspense fallback={loading}>
      <TemplateMessage
        pickerName={pickerName}
        lead={lead}
        loading={loading}
        copyButton={copyFirstMessage}
        onText={onText}
      />
    </Suspense>
  );
}

function LoadingTemplates() {
  const headingId = useId();
  const t = useT(collectCatalog);
  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('collect.firstMessage')}</h2>
      <p className="rl-muted" role="status">
        {t('collect.loadingTemplates')}
      </p>
    </section>
  );
}
