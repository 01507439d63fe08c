/**
 * Merge… on an All Leads row (docs/rules/leads.md#d5.15): asks for the other lead's number and says what merging
 * does before it is done. Loaded on first use.
 */
import { type FormEvent, useState } from 'react';
import { useMergeLeads } from '../../api/leads/merge-leads';
import type { Rental } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';

interface MergeDialogProps {
  lead: Rental;
  onClose: () => void;
}

export function MergeDialog({ lead, onClose }: MergeDialogProps) {
  const [number, setNumber] = useState('');
  const merge = useMergeLeads();
  const close = () => {
    if (!merge.isPending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    merge.mutate(
      { leadId: lead._id, number: number.trim() },
      {
        onSuccess: ({ message }) => {
          toastSuccess(message);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open kicker="Confirm!" title="Merge leads" onClose={close}>
      <form className="rl-stack" onSubmit={submit} noValidate aria-label="Merge leads">
        <p>
          Merge {lead.number} ({lead.address}) with another lead. The older of the two stays; the other one's
          deal, messages and history move to it, and it is removed. This cannot be undone.
        </p>
        <TextField label="Other lead's number" type="tel" value={number} onChange={setNumber} />
        {merge.isError ? (
          <p className="rl-error" role="alert">
            {messageOf(merge.error, 'Something went wrong')}
          </p>
        ) : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={merge.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={merge.isPending} disabled={number.trim() === ''}>
            Merge
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
