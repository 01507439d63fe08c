/** Skip (docs/rules/claiming.md#d5.5): hand the held lead back unworked, with a reason and an optional note. */
import { type FormEvent, useState } from 'react';
import {
  localize,
  NOTE_MAX,
  SKIP_REASON_LABELS,
  SKIP_REASONS,
  type SkipInput,
  type SkipReason,
} from '../../contract';
import { collectCatalog } from '../../locales/collect';
import { Dialog } from '../../ui/dialog';
import { useLanguage } from '../../ui/language';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { useT } from '../../ui/use-t';
import { OutcomeFormEnd } from './outcome-form-end';

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
  const t = useT(collectCatalog);
  const language = useLanguage();
  const reasons = SKIP_REASONS.map((value) => ({
    value,
    label: localize(language, SKIP_REASON_LABELS[value]),
  }));

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
    <Dialog open={open} title={t('collect.skipTitle')} onClose={cancel}>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <p>{t('collect.skipIntro')}</p>
        <SelectField
          label={t('collect.reason')}
          required
          placeholder={t('collect.selectReason')}
          options={reasons}
          value={reason}
          error={missing && reason === '' ? t('collect.reasonRequired') : undefined}
          onChange={(value) => setReason(value as SkipReason | '')}
        />
        <TextAreaField
          label={t('collect.note')}
          maxLength={NOTE_MAX}
          rows={2}
          value={note}
          onChange={setNote}
        />
        <OutcomeFormEnd error={error} busy={busy} actionLabel={t('collect.skip')} onCancel={cancel} />
      </form>
    </Dialog>
  );
}
