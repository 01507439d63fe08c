/**
 * What every element shows when its screen throws while rendering (docs/decisions.md#p58):
 * 'Something went wrong!', the error's status text or 'An unexpected error occurred.', and a Retry
 * that clears the failed queries of this widget (through the reset its frame gives, ./query-frame.tsx)
 * and mounts the screen afresh. The error goes to the console, named by the element's tag.
 */
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { isApiError } from '../core/api-error';
import { Button } from './button';

export const WIDGET_FAILED = 'Something went wrong!';
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

export function WidgetErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="rl-card rl-stack rl-notice rl-notice--error" role="alert" part="error">
      <h2>{WIDGET_FAILED}</h2>
      <p>{statusTextOf(error)}</p>
      <div className="rl-row" part="actions">
        <Button variant="primary" onClick={onRetry} part="retry-button">
          Retry
        </Button>
      </div>
    </div>
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
