/**
 * What a list shows under its toolbar: the error with Retry, 'No data found.', or its rows (with a
 * status for screen readers while loading), then pages only when there are rows.
 */
import type { ReactNode } from 'react';
import { messageOf } from '../../core/api-error';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';

interface ListBodyProps {
  query: {
    isError: boolean;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The rows on screen; undefined while loading or after an error. */
  count: number | undefined;
  loadingText: string;
  page: number;
  totalPages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** The rows, or their placeholders while loading. */
  children: ReactNode;
}

export function ListBody({ query, count, loadingText, children, ...pages }: ListBodyProps) {
  if (query.isError) {
    return (
      <div className="rl-card rl-stack" role="alert">
        <p>{messageOf(query.error, 'Failed to load data')}</p>
        <div>
          <Button onClick={() => void query.refetch()} busy={query.isFetching}>
            Retry
          </Button>
        </div>
      </div>
    );
  }
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
          page={pages.page}
          totalPages={pages.totalPages}
          pageSize={pages.pageSize}
          onPage={pages.onPage}
          onPageSize={pages.onPageSize}
        />
      ) : null}
    </>
  );
}
