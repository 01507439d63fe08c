/** The one TanStack QueryClient of the page: every widget's cache is this one (docs/rules/screens.md: 60 s gc). */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const CLIENT_ERROR_NO_RETRY = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status !== null && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: 60_000, staleTime: 10_000, retry: CLIENT_ERROR_NO_RETRY, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
