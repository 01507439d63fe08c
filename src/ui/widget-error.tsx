/**
 * What every element shows when its screen throws while rendering (docs/decisions.md#p58):
 * 'Something went wrong!', the error's status text or 'An unexpected error occurred.', and a Retry
 * that clears the failed queries of this widget (through the reset its frame gives, ./query-frame.tsx)
 * and mounts the screen afresh. The error goes to the console, named by the element's tag. It is drawn
 * above the element's LanguageProvider, so it finds its element's language itself (docs/rules/language.md).
 */
import { Component, type ErrorInfo, Fragment, type ReactNode, useState } from 'react';
import { localize } from '../contract/i18n';
import { isApiError } from '../core/api-error';
import { partsCatalog } from '../locales/parts';
import { Button } from './button';
import { LanguageProvider, useHostLanguage, useLanguage } from './language';
import { useT } from './use-t';

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/**
 * A thrown response's `statusText`, or an API error's text (the server's message or the client's
 * network/time-out text); anything else (a bug) reads as the generic text, never its internals.
 */
export function statusTextOf(error: unknown): string {
  const statusText = (error as { statusText?: unknown } | null)?.statusText;
  if (typeof statusText === 'string' && statusText.trim()) return statusText;
  if (isApiError(error) && error.message) return error.message;
  return UNEXPECTED_ERROR;
}

interface PanelProps {
  error: unknown;
  onRetry: () => void;
}

export function WidgetErrorPanel({ error, onRetry }: PanelProps) {
  // The nearest `lang` above the panel itself: the element's, as its screen would have read it.
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const language = useHostLanguage(node ?? undefined);
  return (
    <div ref={setNode} className="rl-card rl-stack rl-notice rl-notice--error" role="alert" part="error">
      <LanguageProvider language={language}>
        <PanelText error={error} onRetry={onRetry} />
      </LanguageProvider>
    </div>
  );
}

function PanelText({ error, onRetry }: PanelProps) {
  const t = useT(partsCatalog);
  const language = useLanguage();
  return (
    <>
      <h2>{t('parts.widgetFailed')}</h2>
      <p>{localize(language, statusTextOf(error))}</p>
      <div className="rl-row" part="actions">
        <Button variant="primary" onClick={onRetry} part="retry-button">
          {t('parts.retry')}
        </Button>
      </div>
    </>
  );
}

interface BoundaryProps {
  /** The element's tag, for the console. */
  tag?: string;
  /** Clears the query errors of this widget so its queries fetch again on the retry. */
  onReset: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** Bumped by each retry: the screen mounts as new, with fresh state. */
  attempt: number;
}

/** Catches what a widget's screen throws; its Retry calls `onReset`, then mounts the screen again. */
export class WidgetErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`<${this.props.tag ?? 'rl-widget'}> failed:`, error, info.componentStack ?? '');
  }

  retry = () => {
    this.props.onReset();
    this.setState((state) => ({ failed: false, error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <WidgetErrorPanel error={this.state.error} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
