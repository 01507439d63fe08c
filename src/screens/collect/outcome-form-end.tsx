/** The end of an ending's dialog (Call Back Later, Skip): the server's refusal, then Cancel and the action. */

import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';

interface OutcomeFormEndProps {
  /** The server's refusal, so the picker can answer again. */
  error: string | null;
  busy: boolean;
  actionLabel: string;
  onCancel: () => void;
}

export function OutcomeFormEnd({ error, busy, actionLabel, onCancel }: OutcomeFormEndProps) {
  const t = useT(collectCatalog);
  return (
    <>
      {error ? (
        <p className="rl-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="rl-actions">
        <Button onClick={onCancel} disabled={busy}>
          {t('collect.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={busy}>
          {actionLabel}
        </Button>
      </div>
    </>
  );
}
