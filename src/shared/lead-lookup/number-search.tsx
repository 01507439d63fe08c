/** The number search box with what it found so far: a hint, the search running, or why nothing was found. */
import { MIN_FIRST_DIGITS } from '../../contract';
import { usePhoneMetadata } from '../../lib/phone';
import { SearchBox } from '../../ui/search-box';
import type { NumberSearch as Search } from './use-number-search';

interface NumberSearchProps {
  search: Search;
  /** What to search for, shown until a lead is found. */
  hint?: string;
}

export function NumberSearch({
  search,
  hint = 'Search a phone number to find its lead.',
}: NumberSearchProps) {
  usePhoneMetadata();
  return (
    <div className="rl-stack">
      <div className="rl-toolbar">
        <SearchBox
          label="Search by number"
          placeholder={`Phone number, or its first ${MIN_FIRST_DIGITS} digits`}
          value={search.query}
          onSearch={search.search}
        />
      </div>
      {search.isPending ? (
        <p className="rl-row" role="status">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> Searching...
        </p>
      ) : search.error ? (
        <p className="rl-card rl-error" role="alert">
          {search.error}
        </p>
      ) : search.lead ? null : (
        <p className="rl-muted">{hint}</p>
      )}
    </div>
  );
}
