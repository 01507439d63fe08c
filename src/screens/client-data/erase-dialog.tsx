/**
 * Erase… (docs/rules/client-data.md#d13.3): asks the reason and whether the number goes on the do-not-contact list, names
 * what will be erased, and holds still while the erasure runs; a success toasts the server's message.
 */
import { useState } from 'react';
import { useEraseClientData } from '../../api/client-data/erase-client-data';
import { CLIENT_REASON_MAX, type ClientData, type ClientDataQuery, type ClientErased } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { clientCatalog } from '../../locales/client';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { type Translate, useT } from '../../ui/use-t';

/** "1 lead, 1 deal with 1 image, 2 messages": what the erasure will change. */
export function whatIsErased(t: Translate<keyof typeof clientCatalog.en>, data: ClientData): string {
  const images = data.deals.length;
  const parts = [
    t('client.erasedLeads', { count: data.leads.length }),
    images > 0
      ? t('client.erasedDealsWithImages', { count: data.deals.length, images })
      : t('client.erasedDeals', { count: data.deals.length }),
    t('client.erasedMessages', { count: data.messages.length }),
  ];
  return parts.join(', ');
}

interface EraseDialogProps {
  data: ClientData;
  searchKey: ClientDataQuery;
  onClose: () => void;
  onErased: (erased: ClientErased) => void;
}

export function EraseDialog({ data, searchKey, onClose, onErased }: EraseDialogProps) {
  const t = useT(clientCatalog);
  const mutation = useEraseClientData();
  const [reason, setReason] = useState('');
  const [addToDoNotContact, setAddToDoNotContact] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const busy = mutation.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  const erase = () => {
    if (reason.trim() === '') {
      setError(t('client.reasonRequired'));
      return;
    }
    mutation.mutate(
      { ...searchKey, reason, addToDoNotContact },
      {
        onSuccess: ({ message, erased }) => {
          toastSuccess(message); // the server's words, in the request's language (D14.4)
          onErased(erased);
        },
      },
    );
  };
  return (
    <Dialog open kicker={t('client.confirm')} title={t('client.eraseTitle')} onClose={close}>
      <p>{t('client.eraseText', { what: whatIsErased(t, data) })}</p>
      <TextField
        label={t('client.reason')}
        value={reason}
        maxLength={CLIENT_REASON_MAX}
        error={error}
        disabled={busy}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
      />
      <CheckboxField
        label={t('client.addToDoNotContact')}
        checked={addToDoNotContact}
        disabled={busy}
        onChange={setAddToDoNotContact}
      />
      {mutation.isError ? (
        <p className="rl-error" role="alert">
          {messageOf(mutation.error, t('client.eraseFailed'))}
        </p>
      ) : null}
      <div className="rl-dialog__actions">
        <Button onClick={close} disabled={busy}>
          {t('client.cancel')}
        </Button>
        <Button variant="danger" busy={busy} onClick={erase}>
          {t('client.eraseButton')}
        </Button>
      </div>
    </Dialog>
  );
}
