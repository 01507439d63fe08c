/**
 * Call Back Later (docs/rules/claiming.md#d5.5): when, in the picker's own clock, within the next 30 days; whether the
 * callback is the picker's own or anyone's of the team; an optional note. The server's clock has the
 * last word on "in the future" and answers in the dialog.
 */
import { type FormEvent, useId, useState } from 'react';
import {
  CALLBACK_FOR,
  CALLBACK_FOR_LABELS,
  CALLBACK_MAX_DAYS,
  type CallbackFor,
  type CompleteTaskInput,
  localize,
  NOTE_MAX,
} from '../../contract';
import { isoToLocalInput, localInputToIso } from '../../lib/local-date-time';
import { collectCatalog } from '../../locales/collect';
import { DateField } from '../../ui/date-field';
import { Dialog } from '../../ui/dialog';
import { useLanguage } from '../../ui/language';
import { TextAreaField } from '../../ui/text-area-field';
import { useT } from '../../ui/use-t';
import { OutcomeFormEnd } from './outcome-form-end';

const DAY_MS = 86_400_000;

interface CallbackDialogProps {
  open: boolean;
  /** The clock's now, for the input's bounds. */
  now: Date;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onSave: (input: CompleteTaskInput) => void;
  onCancel: () => void;
}

export function CallbackDialog({ open, now, busy, error, onSave, onCancel }: CallbackDialogProps) {
  const legendId = useId();
  const [at, setAt] = useState('');
  const [whose, setWhose] = useState<CallbackFor>('me');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const t = useT(collectCatalog);
  const language = useLanguage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const callbackAt = localInputToIso(at);
    if (!callbackAt) {
      setMissing(true);
      return;
    }
    onSave({
      outcome: 'callback',
      callbackAt,
      callbackFor: whose,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog open={open} title={t('collect.callbackTitle')} onClose={cancel}>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <DateField
          label={t('collect.callbackAt')}
          withTime
          required
          min={isoToLocalInput(now.toISOString())}
          max={isoToLocalInput(new Date(now.getTime() + CALLBACK_MAX_DAYS * DAY_MS).toISOString())}
          value={at}
          error={missing && !at ? t('collect.callbackAtRequired') : undefined}
          onChange={setAt}
        />
        <fieldset className="rl-fieldset" aria-labelledby={legendId}>
          <legend id={legendId} className="rl-label">
            {t('collect.whoCallsBack')}
          </legend>
          {CALLBACK_FOR.map((value) => (
            <label key={value} className="rl-checkbox">
              <input
                type="radio"
                name="callback-for"
                value={value}
                checked={whose === value}
                onChange={() => setWhose(value)}
              />
              {localize(language, CALLBACK_FOR_LABELS[value])}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('collect.note')}
          maxLength={NOTE_MAX}
          rows={2}
          value={note}
          onChange={setNote}
        />
        <OutcomeFormEnd error={error} busy={busy} actionLabel={t('collect.saveCallback')} onCancel={cancel} />
      </form>
    </Dialog>
  );
}
