/** The page for any unknown route (docs/rules/screens.md#d2.3): 'Something went wrong' and a way back. */
import { goBack } from '../../lib/go-back';
import { Button } from '../../ui/button';

export interface NotFoundProps {
  /** The status text of a failed page, when there is one. */
  message?: string;
}

export function NotFoundScreen({ message }: NotFoundProps) {
  return (
    <div className="rl-auth-page" part="page">
      <div className="rl-card rl-auth-card rl-stack" role="alert" part="card">
        <h1>Something went wrong</h1>
        <p className="rl-muted">{message || 'The page you asked for does not exist.'}</p>
        <Button variant="primary" onClick={goBack}>
          Go Back
        </Button>
      </div>
    </div>
  );
}
