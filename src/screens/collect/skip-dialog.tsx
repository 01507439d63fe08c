/** Skip (docs/rules/claiming.md#d5.5): hand the held lead back unworked, with a reason and an optional note. */
import { type FormEvent, useState } from 'react';
import { NOTE_MAX, SKIP_REASON_LABELS, SKIP_REASONS, type SkipInput, type SkipReason } from '../../contract';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { OutcomeFormEnd } from './outcome-form-end';

const REASON_OPTIONS = SKIP_REASONS.map((value) => ({ value, label: SKIP_REASON_LABELS[value] }));

interface SkipDialogProps {
  open: boolean;
  busy: boolean;
  /** The server's refusal (the day's limit), shown in the dialog. */
  error: string | null;
  onSkip: (input: SkipInput) => void;
  onCancel: () => void;
}

export function SkipDialog({ open, busy, error, onSkip, onCancel }: SkipDialogProps) {
  const [reason, setReason] = useState<SkipReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') {
      setMissing(true);
      return;
    }
    onSkip({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog open={open} title="Skip this rental" onClose={cancel}>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <p>It goes back to the other pickers; you will not get it again today.</p>
        <SelectField
          label="Reason"
          required
          placeholder="Select a reason"
          options={REASON_OPTIONS}
          value={reason}
          error={missing && reason === '' ? 'Reason is required' : undefined}
          onChange={(value) => setReason(value as SkipReason | '')}
        />
        <TextAreaField label="Note" maxLength={NOTE_MAX} rows={2} value={note} onChange={setNote} />
        <OutcomeFormEnd error={error} busy={busy} actionLabel="Skip" onCancel={cancel} />
      </form>
    </Dialog>
  );
}
