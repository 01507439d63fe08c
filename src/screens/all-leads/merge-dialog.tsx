/**
 * Merge… on an All Leads row (docs/rules/leads.md#d5.15): asks for the other lead's number and says what merging
 * does before it is done. Loaded on first use.
 */
import { type FormEvent, useState } from 'react';
import { useMergeLeads } from '../../api/leads/merge-leads';
import type { Rental } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { listsCatalog } from '../../locales/lists';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';

interface MergeDialogProps {
  lead: Rental;
  onClose: () => void;
}

export function MergeDialog({ lead, onClose }: MergeDialogProps) {
  const [number, setNumber] = useState('');
  const merge = useMergeLeads();
  const t = useT(listsCatalog);
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
    <Dialog open kicker={t('lists.confirm')} title={t('lists.mergeTitle')} onClose={close}>
      <form className="rl-stack" onSubmit={submit} noValidate aria-label={t('lists.mergeTitle')}>
        <p>{t('lists.mergeText', { number: lead.number, address: lead.address })}</p>
        <TextField label={t('lists.otherNumber')} type="tel" value={number} onChange={setNumber} />
        {merge.isError ? (
          <p className="rl-error" role="alert">
            {messageOf(merge.error, t('lists.somethingWentWrong'))}
          </p>
        ) : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={merge.isPending}>
            {t('lists.cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={merge.isPending} disabled={number.trim() === ''}>
            {t('lists.merge')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
