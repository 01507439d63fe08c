/**
 * Erase… (docs/rules/client-data.md#d13.3): asks the reason and whether the number goes on the do-not-contact list, names
 * what will be erased, and holds still while the erasure runs; a success toasts the server's message.
 */
import { useState } from 'react';
import { useEraseClientData } from '../../api/client-data/erase-client-data';
import { CLIENT_REASON_MAX, type ClientData, type ClientDataQuery, type ClientErased } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';

export const ERASE_FAILED = "Failed to erase the client's data";
export const REASON_REQUIRED = 'Reason is required';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 lead, 1 deal and its image, 2 messages": what the erasure will change. */
export function whatIsErased(data: ClientData): string {
  const images = data.deals.length;
  const parts = [
    counted(data.leads.length, 'lead', 'leads'),
    `${counted(data.deals.length, 'deal', 'deals')}${images > 0 ? ` with ${counted(images, 'image', 'images')}` : ''}`,
    counted(data.messages.length, 'message', 'messages'),
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
      setError(REASON_REQUIRED);
      return;
    }
    mutation.mutate(
      { ...searchKey, reason, addToDoNotContact },
      {
        onSuccess: ({ message, erased }) => {
          toastSuccess(message);
          onErased(erased);
        },
      },
    );
  };
  return (
    <Dialog open kicker="Confirm!" title="Erase client data" onClose={close}>
      <p>
        This erases {whatIsErased(data)}: names, number, email, address and links read "Erased", deal images
        are deleted and messages are blanked. Counts and reports stay as they are. This cannot be undone.
      </p>
      <TextField
        label="Reason"
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
        label="Add the number to the do-not-contact list"
        checked={addToDoNotContact}
        disabled={busy}
        onChange={setAddToDoNotContact}
      />
      {mutation.isError ? (
        <p className="rl-error" role="alert">
          {messageOf(mutation.error, ERASE_FAILED)}
        </p>
      ) : null}
      <div className="rl-dialog__actions">
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" busy={busy} onClick={erase}>
          Erase
        </Button>
      </div>
    </Dialog>
  );
}
