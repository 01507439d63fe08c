/**
 * The query cache's part of a widget's frame (./widget-root.tsx), for the elements whose screens load
 * data: the page's one QueryClient (src/core/query-client.ts), shared by every element on the page,
 * and a query error reset around the widget's error boundary, so its Retry fetches again the failed
 * queries of this widget only. An element's entry passes it, `defineWidget(tag, Screen, { frame:
 * QueryFrame })`; the sign-in elements keep their calls' state in React alone (src/api/auth/use-call.ts)
 * and do not, so the login route loads no TanStack Query (docs/benchmarks.md: at most 95 KB gzip). This module
 * and the library are the `widget-data` chunk (vite.config.ts): one file beside the widget core.
 * tests/unit/query-frame.test.ts checks each element passes it exactly when its screens use queries.
 */
import { QueryClientProvider, QueryErrorResetBoundary } from '@tanstack/react-query';
import { queryClient } from '../core/query-client';
import type { WidgetFrame } from './widget-root';

export const QueryFrame: WidgetFrame = ({ children }) => (
  <QueryClientProvider client={queryClient}>
    <QueryErrorResetBoundary>{({ reset }) => children(reset)}</QueryErrorResetBoundary>
  </QueryClientProvider>
);
