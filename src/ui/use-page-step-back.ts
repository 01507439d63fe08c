/** Keeps a list on a page that exists: when a change empties the last page, step back to the new last page. */
import { useEffect } from 'react';

/**
 * `rows` is the page on screen (undefined while loading or after an error); a row deleted or moved
 * out by a filter can leave the current page past the end, and an empty page there helps nobody.
 */
export function usePageStepBack(
  rows: readonly unknown[] | undefined,
  totalPages: number,
  page: number,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (rows?.length === 0 && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [rows, totalPages, page, setPage]);
}
