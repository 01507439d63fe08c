/** List controls (search, dates, filters, page, size); any change but the page resets to page 1 (docs/rules/screens.md). */
import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../contract';

export interface ListState<F extends Record<string, string>> {
  search: string;
  startDate: string;
  endDate: string;
  filters: F;
  page: number;
  limit: number;
}

export function useListState<F extends Record<string, string>>(
  initial: Partial<ListState<F>> & { filters: F },
) {
  const [state, setState] = useState<ListState<F>>({
    search: '',
    startDate: '',
    endDate: '',
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    ...initial,
  });
  const update = useCallback(
    (change: Partial<Omit<ListState<F>, 'page'>>) => setState((s) => ({ ...s, ...change, page: 1 })),
    [],
  );
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setFilter = useCallback(
    <K extends keyof F>(name: K, value: F[K]) =>
      setState((s) => ({ ...s, filters: { ...s.filters, [name]: value }, page: 1 })),
    [],
  );
  return { state, update, setPage, setFilter };
}

/** The query string of a list call: the state's non-empty values. */
export const listQuery = <F extends Record<string, string>>(s: ListState<F>) => ({
  search: s.search,
  page: s.page,
  limit: s.limit,
  startDate: s.startDate,
  endDate: s.endDate,
  ...s.filters,
});
