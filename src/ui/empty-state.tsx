/** What every list shows when nothing matches (docs/rules/screens.md): the contract's NO_DATA, said in the element's language. */
import { partsCatalog } from '../locales/parts';
import { useT } from './use-t';

/** `hint` is the screen's own, already in its language; the default is the lists' common one. */
export function EmptyState({ hint }: { hint?: string }) {
  const t = useT(partsCatalog);
  return (
    <div className="rl-empty" role="status">
      <strong>{t('parts.noData')}</strong>
      <span className="rl-muted">{hint ?? t('parts.emptyHint')}</span>
    </div>
  );
}
