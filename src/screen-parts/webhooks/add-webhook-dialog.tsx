/**
 * The dialog that adds a webhook (docs/rules/integrations.md#d15.7): its URL, its events and, for the super-admin, its
 * group (none: every group); then the secret the server made, shown this once with a Copy button.
 */
import { type FormEvent, useId, useState } from 'react';
import { useAdminChoices } from '../../api/people/admin-choices';
import { useCreateWebhook } from '../../api/webhooks/create-webhook';
import { type CreatedWebhook, WEBHOOK_EVENTS, WEBHOOK_URL_MAX, type WebhookEvent } from '../../contract';
import { isApiError, messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { webhooksCatalog } from '../../locales/webhooks';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { CopyButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';

interface AddWebhookDialogProps {
  /** The super-admin chooses the group; an admin's webhooks are its own group's. */
  chooseGroup: boolean;
  onClose: () => void;
}

export function AddWebhookDialog({ chooseGroup, onClose }: AddWebhookDialogProps) {
  const t = useT(webhooksCatalog);
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [adminId, setAdminId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const eventsId = useId();
  const admins = useAdminChoices(chooseGroup);
  const groups = (admins.data ?? []).map((a) => ({ value: a._id, label: `${a.name} (${a.email})` }));
  const busy = create.isPending;
  // Closing mid-request would drop the answer, and with it the only sight of the secret.
  const close = () => {
    if (!busy) onClose();
  };

  const choose = (event: WebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((one) => one !== event)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    if (events.length === 0) {
      setErrors({ events: t('webhooks.chooseEvents') });
      return;
    }
    const body = { url: url.trim(), events: WEBHOOK_EVENTS.filter((one) => events.includes(one)) };
    create.mutate(chooseGroup && adminId ? { ...body, adminId } : body, {
      onSuccess: (webhook) => {
        toastSuccess(t('webhooks.created'));
        setCreated(webhook);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors.length > 0)
          setErrors(Object.fromEntries(error.errors.map((one) => [one.path, one.message])));
        else setFormError(messageOf(error, t('webhooks.saveFailed')));
      },
    });
  };

  if (created)
    return (
      <Dialog open title={t('webhooks.secretTitle')} onClose={onClose}>
        <div className="rl-stack">
          <p>{t('webhooks.secretNote')}</p>
          <dl>
            <dt>{t('webhooks.secret')}</dt>
            <dd>
              <code>{created.secret}</code>
            </dd>
          </dl>
          <div className="rl-dialog__actions">
            <CopyButton label={t('webhooks.secret')} text={created.secret} />
            <Button variant="primary" onClick={onClose}>
              {t('webhooks.done')}
            </Button>
          </div>
        </div>
      </Dialog>
    );

  return (
    <Dialog open title={t('webhooks.add')} onClose={close}>
      <form className="rl-stack" aria-label={t('webhooks.form')} onSubmit={submit} noValidate>
        <TextField
          label={t('webhooks.url')}
          type="url"
          inputMode="url"
          maxLength={WEBHOOK_URL_MAX}
          value={url}
          error={errors.url}
          onChange={setUrl}
        />
        <fieldset className="rl-stack rl-bare-group" aria-describedby={errors.events ? eventsId : undefined}>
          <legend>{t('webhooks.events')}</legend>
          {WEBHOOK_EVENTS.map((one) => (
            <CheckboxField
              key={one}
              label={one}
              checked={events.includes(one)}
              onChange={(on) => choose(one, on)}
            />
          ))}
          {errors.events ? (
            <p className="rl-error" id={eventsId} role="alert">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        {chooseGroup ? (
          <SelectField
            label={t('webhooks.group')}
            options={groups}
            placeholder={admins.isPending ? t('webhooks.loadingGroups') : t('webhooks.everyGroup')}
            disabled={admins.isPending}
            value={adminId}
            error={errors.adminId}
            onChange={setAdminId}
          />
        ) : null}
        {formError ? (
          <p className="rl-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={busy}>
            {t('webhooks.cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? t('webhooks.saving') : t('webhooks.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
