/**
 * A read that failed: its message and a Retry that reads again, busy (and so disabled) while it does.
 * `boxed` sets it in a card where it stands alone on the page; inside a card already it is not.
 */
import { localize } from '../contract/i18n';
import { messageOf } from '../core/api-error';
import { partsCatalog } from '../locales/parts';
import { Button } from './button';
import { useLanguage } from './language';
import { useT } from './use-t';

interface LoadErrorProps {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  boxed?: boolean;
  /** Its shadow part, where the widget's manifest names one. */
  part?: string;
}

export function LoadError({ query, boxed = true, part }: LoadErrorProps) {
  const t = useT(partsCatalog);
  const language = useLanguage();
  // A message made in English (the page's language differs from the element's) is said in the element's.
  const message = localize(language, messageOf(query.error, t('parts.loadFailed')));
  return (
    <div className={boxed ? 'rl-card rl-stack' : 'rl-stack'} role="alert" part={part}>
      <p className="rl-error">{message}</p>
      <div>
        <Button onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('parts.retry')}
        </Button>
      </div>
    </div>
  );
}
