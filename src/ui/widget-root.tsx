/** The frame every widget renders in: the shared query cache, the restored auth state, the reset root. */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { authRestored, authStore } from '../core/auth-store';
import { queryClient } from '../core/query-client';

export function WidgetRoot({
  children,
  inlineStyles = [],
}: {
  children: ReactNode;
  inlineStyles?: string[];
}) {
  const [restored, setRestored] = useState(() => authStore.persist.hasHydrated());
  useEffect(() => {
    if (!restored) void authRestored().then(() => setRestored(true));
  }, [restored]);

  return (
    <QueryClientProvider client={queryClient}>
      {inlineStyles.map((css) => (
        <style key={css.length}>{css}</style>
      ))}
      <div className="rl-root" part="root">
        {restored ? children : null}
      </div>
    </QueryClientProvider>
  );
}
