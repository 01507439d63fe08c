/**
 * The first text to a client: a template chosen and filled for the lead (docs/rules/templates.md#d12.4), or, for a picker
 * without templates, the generator of docs/rules/leads.md#d5.10. Both load beside Collect's first paint, not in its
 * files (Collect stays within its size budget, docs/benchmarks.md); the card says it is loading meanwhile.
 */
import { lazy, type ReactNode, Suspense } from 'react';
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
  /** Shown while the templates load: Collect's, handed down as the Copy button is. */
  loading: ReactNode;
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

export function FirstMessage({ pickerName, lead, onText, loading }: FirstMessageProps) {
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
