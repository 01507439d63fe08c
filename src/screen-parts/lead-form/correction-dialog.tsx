/**
 * A lead's fields in a dialog, to correct them (docs/rules/leads.md#d5.21): the Create Rental form's inputs and checks,
 * filled with the lead's values. `correct` writes the lead (its creator before a claim, a leader or an
 * admin); `propose` sends a picker's proposal for its creator to accept. A likely duplicate is said with
 * "Save anyway"; a refusal of a field shows under it. Loaded on first use.
 */

import { type FormEvent, useState } from 'react';
import { useCorrectLead } from '../../api/leads/correct-lead';
import { useProposeCorrection } from '../../api/leads/propose-correction';
import { CreateRentalInput, LEAD_FIELD_NAMES, type LeadFieldName, type Rental } from '../../contract';
import { isApiError, messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { formsCatalog } from '../../locales/forms';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';
import { leadBody } from './lead-body';
import { LeadFieldInputs } from './lead-field-inputs';
import type { RentalField } from './rental-fields';

export type CorrectionMode = 'correct' | 'propose';

interface CorrectionDialogProps {
  lead: Pick<Rental, '_id' | LeadFieldName>;
  mode: CorrectionMode;
  onClose: () => void;
}

const valuesOf = (lead: CorrectionDialogProps['lead']) =>
  Object.fromEntries(LEAD_FIELD_NAMES.map((name) => [name, lead[name] ?? ''])) as Record<RentalField, string>;

export function CorrectionDialog({ lead, mode, onClose }: CorrectionDialogProps) {
  usePhoneMetadata();
  const t = useT(formsCatalog);
  const [initial] = useState(() => valuesOf(lead));
  const { values, errors, setField, validate, showErrors } = useContractForm(CreateRentalInput, initial);
  const correct = useCorrectLead();
  const propose = useProposeCorrection();
  const mutation = mode === 'correct' ? correct : propose;
  const [likely, setLikely] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = mode === 'correct' ? t('forms.correctLead') : t('forms.proposeCorrection');

  const send = (confirmDuplicate: boolean) => {
    const body = leadBody(validate(), showErrors);
    if (!body) return;
    setLikely(false);
    setFailure(null);
    const done = {
      onSuccess: ({ message }: { message: string }) => {
        toastSuccess(message);
        onClose();
      },
      onError: (error: Error) => {
        if (isApiError(error) && error.matches?.length) return setLikely(true);
        // A field's refusal (a taken or listed number, a saved post) names its field; a claimed lead's names none.
        if (isApiError(error) && error.errors.length > 0) return showErrors(error.errors);
        setFailure(messageOf(error, t('forms.somethingWrong')));
      },
    };
    if (mode === 'correct')
      correct.mutate(
        { id: lead._id, body: { ...body, ...(confirmDuplicate && { confirmDuplicate }) } },
        done,
      );
    else propose.mutate({ id: lead._id, body }, done);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const change = (name: RentalField, value: string) => {
    setLikely(false);
    setField(name, value);
  };
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog open wide title={title} onClose={close}>
      <form className="rl-stack" onSubmit={submit} noValidate aria-label={title}>
        <p>
          {mode === 'correct'
            ? t('forms.correctText', { number: showNumber(lead.number) })
            : t('forms.proposeText', { number: showNumber(lead.number) })}
        </p>
        <LeadFieldInputs values={values} errors={errors} onChange={change} />
        {likely ? (
          <div className="rl-notice rl-notice--warning" role="alert">
            <strong>{t('forms.likelyDuplicate')}</strong> {t('forms.correctionDuplicateText')}
          </div>
        ) : null}
        {failure ? (
          <p className="rl-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={mutation.isPending}>
            {t('forms.cancel')}
          </Button>
          {likely ? (
            <Button variant="primary" busy={mutation.isPending} onClick={() => send(true)}>
              {t('forms.saveAnyway')}
            </Button>
          ) : (
            <Button type="submit" variant="primary" busy={mutation.isPending}>
              {mode === 'correct' ? t('forms.save') : t('forms.propose')}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
