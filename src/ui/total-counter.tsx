/** "Total: 1" / "Totals: 25" (docs/rules/screens.md: Total for 0 or 1, Totals otherwise), in the element's language. */
import { partsCatalog } from '../locales/parts';
import { useT } from './use-t';

export function TotalCounter({ count }: { count: number | undefined }) {
  const t = useT(partsCatalog);
  return (
    <span className="rl-counter" aria-live="polite">
      {count === undefined
        ? t('parts.totalPending')
        : t(count <= 1 ? 'parts.total' : 'parts.totals', { count })}
    </span>
  );
}
