/** The number search box with what it found so far: a hint, the search running, or why nothing was found. */
import { messageOf } from '../../core/api-error';
import { SearchBox } from '../../ui/search-box';
import type { NumberSearch as Search } from './use-number-search';

export function NumberSearch({ search }: { search: Search }) {
  return (
    <div className="rl-stack">
      <div className="rl-toolbar">
        <SearchBox
          label="Search by number"
          placeholder="Phone number, e.g. 507 555 1234"
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
          {messageOf(search.error, 'Failed to load data')}
        </p>
      ) : search.lead ? null : (
        <p className="rl-muted">Search a phone number to find its lead.</p>
      )}
    </div>
  );
}
