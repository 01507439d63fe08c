/**
 * What a list shows under its toolbar: the error with Retry, 'No data found.', or its rows (with a
 * status for screen readers while loading), then pages only when there are rows.
 */
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Pagination } from './pagination';

interface ListBodyProps {
  query: {
    isError: boolean;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
    data: { result: readonly unknown[]; countInfo: { totalPage: number } } | undefined;
  };
  loadingText: string;
  /** The list's controls (from useListState): its page and page size. */
  list: {
    state: { page: number; limit: number };
    setPage: (page: number) => void;
    update: (change: { limit: number }) => void;
  };
  /** The rows, or their placeholders while loading. */
  children: ReactNode;
}

export function ListBody({ query, loadingText, list, children }: ListBodyProps) {
  // Checked first: a failed refetch keeps the old page in the cache; the error, not stale rows, shows.
  if (query.isError) return <LoadError query={query} />;
  // Undefined while the first page loads.
  const count = query.data?.result.length;
  if (count === 0) return <EmptyState />;
  return (
    <>
      {query.isPending ? (
        <span className="rl-visually-hidden" role="status">
          {loadingText}
        </span>
      ) : null}
      {children}
      {count ? (
        <Pagination
          page={list.state.page}
          totalPages={query.data?.countInfo.totalPage ?? 0}
          pageSize={list.state.limit}
          onPage={list.setPage}
          onPageSize={(limit) => list.update({ limit })}
        />
      ) : null}
    </>
  );
}
