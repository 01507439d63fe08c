/** A new key's secret, shown this once with Copy (docs/rules/integrations.md#d15.3): the server keeps only its hash. */
import { integrationsCatalog } from '../../locales/integrations';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../ui/use-t';

export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useT(integrationsCatalog);
  return (
    <Dialog open title={t('integrations.secretTitle')} onClose={onClose}>
      <div className="rl-stack">
        <p role="alert">{t('integrations.secretWarning')}</p>
        <code className="rl-wrap" data-testid="api-key-secret">
          {secret}
        </code>
        <div className="rl-dialog__actions">
          <CopyButton label={t('integrations.secretLabel')} text={secret} />
          <Button variant="primary" onClick={onClose}>
            {t('integrations.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
