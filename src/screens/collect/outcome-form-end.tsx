/** The end of an ending's dialog (Call Back Later, Skip): the server's refusal, then Cancel and the action. */
import { Button } from '../../ui/button';

interface OutcomeFormEndProps {
  /** The server's refusal, so the picker can answer again. */
  error: string | null;
  busy: boolean;
  actionLabel: string;
  onCancel: () => void;
}

export function OutcomeFormEnd({ error, busy, actionLabel, onCancel }: OutcomeFormEndProps) {
  return (
    <>
      {error ? (
        <p className="rl-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="rl-actions">
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy={busy}>
          {actionLabel}
        </Button>
      </div>
    </>
  );
}
