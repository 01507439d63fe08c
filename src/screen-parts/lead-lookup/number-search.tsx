/** The number search box with what it found so far: a hint, the search running, or why nothing was found. */
import { MIN_FIRST_DIGITS } from '../../contract';
import { usePhoneMetadata } from '../../lib/phone';
import { listsCatalog } from '../../locales/lists';
import { SearchBox } from '../../ui/search-box';
import { useT } from '../../ui/use-t';
import type { NumberSearch as Search } from './use-number-search';

interface NumberSearchProps {
  search: Search;
  /** What to search for, shown until a lead is found; by default, a phone number. */
  hint?: string;
}

export function NumberSearch({ search, hint }: NumberSearchProps) {
  usePhoneMetadata();
  const t = useT(listsCatalog);
  return (
    <div className="rl-stack">
      <div className="rl-toolbar">
        <SearchBox
          label={t('lists.searchByNumber')}
          placeholder={t('lists.numberPlaceholder', { digits: MIN_FIRST_DIGITS })}
          value={search.query}
          onSearch={search.search}
        />
      </div>
      {search.isPending ? (
        <p className="rl-row" role="status">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('lists.searching')}
        </p>
      ) : search.error ? (
        <p className="rl-card rl-error" role="alert">
          {search.error}
        </p>
      ) : search.lead ? null : (
        <p className="rl-muted">{hint ?? t('lists.searchHint')}</p>
      )}
    </div>
  );
}
