/**
 * The first-text generator of docs/rules/leads.md#d5.10, for a picker without templates (docs/rules/templates.md#d12.4): the picker's
 * and the client's names in, the server's text out, ready to copy.
 */
import { type FormEvent, type ReactNode, useEffect, useId } from 'react';
import { useFirstSms } from '../../api/leads/first-sms';
import { FIELD_MAX, FirstSmsInput, LEAD_FIELDS, type Rental } from '../../contract';
import { toastFailure } from '../../core/toaster';
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';

interface GenerateFirstMessageProps {
  pickerName: string;
  lead: Rental | null;
  copyButton: (text: string) => ReactNode;
  /** Told the generated text, for WhatsApp on the held lead (docs/rules/claiming.md#d5.24). */
  onText: (text: string | null) => void;
}

export function GenerateFirstMessage({ pickerName, lead, copyButton, onText }: GenerateFirstMessageProps) {
  const headingId = useId();
  const { values, errors, setField, validate } = useContractForm(FirstSmsInput, {
    ptw_name: pickerName,
    client_name: lead?.client_name ?? '',
  });
  const mutation = useFirstSms();
  const t = useT(collectCatalog);
  const generated = mutation.data ?? null;
  useEffect(() => onText(generated), [onText, generated]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (input)
      // The lead named, so the text speaks its language even once it has ended (docs/rules/leads.md#d5.19).
      mutation.mutate(lead ? { ...input, rentalId: lead._id } : input, {
        onError: (error) => toastFailure(error, t('collect.somethingWentWrong')),
      });
  };

  return (
    <form className="rl-card rl-stack" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{t('collect.firstMessage')}</h2>
      <TextField
        label={t('collect.yourName')}
        maxLength={FIELD_MAX.name}
        value={values.ptw_name}
        error={errors.ptw_name}
        onChange={(v) => setField('ptw_name', v)}
      />
      <TextField
        label={t('collect.field.clientName')}
        maxLength={LEAD_FIELDS.client_name.max}
        value={values.client_name}
        error={errors.client_name}
        onChange={(v) => setField('client_name', v)}
      />
      <div>
        <Button type="submit" busy={mutation.isPending}>
          {t('collect.generate')}
        </Button>
      </div>
      {mutation.data ? (
        <div className="rl-stack" aria-live="polite">
          <p className="rl-generated">{mutation.data}</p>
          <div>{copyButton(mutation.data)}</div>
        </div>
      ) : null}
    </form>
  );
}
