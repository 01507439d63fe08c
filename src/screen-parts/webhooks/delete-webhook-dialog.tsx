/** The question before a webhook is deleted (docs/rules/integrations.md#d15.7): its URL hears no more, its log goes. */
import { useDeleteWebhook } from '../../api/webhooks/delete-webhook';
import type { WebhookSubscription } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { webhooksCatalog } from '../../locales/webhooks';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useT } from '../../ui/use-t';

export function DeleteWebhookDialog({
  webhook,
  onClose,
}: {
  webhook: WebhookSubscription;
  onClose: () => void;
}) {
  const t = useT(webhooksCatalog);
  const mutation = useDeleteWebhook();
  const confirm = () =>
    mutation.mutate(webhook._id, {
      onSuccess: () => {
        toastSuccess(t('webhooks.deleted'));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('webhooks.deleteTitle')}
      confirmLabel={t('webhooks.delete')}
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, t('webhooks.deleteFailed')) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {t('webhooks.deleteQuestion', { url: webhook.url })}
    </ConfirmDialog>
  );
}
