/** Revoke (docs/rules/integrations.md#d15.5): asked first, naming the key; every tool using it is refused at once. */
import { useRevokeKey } from '../../api/api-keys/revoke-key';
import type { ApiKey } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { integrationsCatalog } from '../../locales/integrations';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useT } from '../../ui/use-t';

interface RevokeKeyDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
  onRevoked: (key: ApiKey) => void;
}

export function RevokeKeyDialog({ apiKey, onClose, onRevoked }: RevokeKeyDialogProps) {
  const t = useT(integrationsCatalog);
  const mutation = useRevokeKey();
  const revoke = () =>
    mutation.mutate(apiKey._id, {
      onSuccess: (message) => {
        toastSuccess(message); // the server's words, in the request's language (docs/rules/language.md#d14.4)
        onRevoked(apiKey);
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('integrations.revokeTitle')}
      confirmLabel={t('integrations.revoke')}
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, t('integrations.revokeFailed')) : null}
      onConfirm={revoke}
      onCancel={onClose}
    >
      {t('integrations.revokeText', { name: apiKey.name })}
    </ConfirmDialog>
  );
}
