/**
 * The frame every widget renders in: the restored auth state, the reset root, and the error boundary
 * that shows the page error instead of an empty element when a screen throws. What a screen needs
 * beyond that comes in with its element as a `frame` (./query-frame.tsx: the shared query cache), so
 * an element whose screens load no data, the login's, loads none of it.
 */
import { type ComponentType, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { authRestored, authStore } from '../core/auth-store';
import { configuredLate, LATE_CONFIGURE_NOTICE, onConfiguredLate } from '../core/config';
import { WidgetErrorBoundary } from './widget-error';

/**
 * What wraps a widget's error boundary and screen: context providers, and the reset its Retry calls
 * (given to `children`) before it mounts the screen again.
 */
export type WidgetFrame = ComponentType<{ children: (onRetry: () => void) => ReactNode }>;

/** The frame of a widget that brings none: nothing around the boundary, and nothing to reset. */
const BARE: WidgetFrame = ({ children }) => children(() => {});

export function WidgetRoot({
  children,
  inlineStyles = [],
  tag,
  frame: Frame = BARE,
}: {
  children: ReactNode;
  inlineStyles?: string[];
  /** The element's tag, naming it in the console when its screen throws. */
  tag?: string;
  /** Around the boundary and the screen: QueryFrame (./query-frame.tsx) for screens that use queries. */
  frame?: WidgetFrame;
}) {
  const [restored, setRestored] = useState(() => authStore.persist.hasHydrated());
  // An embedding page's mistake is said in the element itself, not only in a console it may not open.
  const late = useSyncExternalStore(onConfiguredLate, configuredLate, configuredLate);
  useEffect(() => {
    if (!restored) void authRestored().then(() => setRestored(true));
  }, [restored]);

  return (
    <>
      {inlineStyles.map((css) => (
        <style key={css.length}>{css}</style>
      ))}
      <div className="rl-root" part="root">
        {late ? (
          <p className="rl-error" role="alert">
            {LATE_CONFIGURE_NOTICE}
          </p>
        ) : null}
        {restored ? (
          <Frame>
            {(onRetry) => (
              <WidgetErrorBoundary tag={tag} onReset={onRetry}>
                {children}
              </WidgetErrorBoundary>
            )}
          </Frame>
        ) : null}
      </div>
    </>
  );
}
