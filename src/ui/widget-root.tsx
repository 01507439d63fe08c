/**
 * The frame every widget renders in: the shared query cache, the restored auth state, the reset root,
 * and the error boundary that shows the page error instead of an empty element when a screen throws.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { authRestored, authStore } from '../core/auth-store';
import { configuredLate, LATE_CONFIGURE_NOTICE, onConfiguredLate } from '../core/config';
import { queryClient } from '../core/query-client';
import { WidgetErrorBoundary } from './widget-error';

export function WidgetRoot({
  children,
  inlineStyles = [],
  tag,
}: {
  children: ReactNode;
  inlineStyles?: string[];
  /** The element's tag, naming it in the console when its screen throws. */
  tag?: string;
}) {
  const [restored, setRestored] = useState(() => authStore.persist.hasHydrated());
  // An embedding page's mistake is said in the element itself, not only in a console it may not open.
  const late = useSyncExternalStore(onConfiguredLate, configuredLate, configuredLate);
  useEffect(() => {
    if (!restored) void authRestored().then(() => setRestored(true));
  }, [restored]);

  return (
    <QueryClientProvider client={queryClient}>
      {inlineStyles.map((css) => (
        <style key={css.length}>{css}</style>
      ))}
      <div className="rl-root" part="root">
        {late ? (
          <p className="rl-error" role="alert">
            {LATE_CONFIGURE_NOTICE}
          </p>
        ) : null}
        {restored ? <WidgetErrorBoundary tag={tag}>{children}</WidgetErrorBoundary> : null}
      </div>
    </QueryClientProvider>
  );
}
