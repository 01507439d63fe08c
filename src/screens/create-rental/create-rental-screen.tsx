/** The creator's rental form (docs/rules/screens.md, docs/rules/leads.md) with today's counts beside it. */

import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useCreateLead } from '../../api/leads/create-lead';
import { CreateRentalInput, type Language, type LeadMatch, type Rental } from '../../contract';
import { isApiError } from '../../core/api-error';
import { dismissToast, toastFailure, toastLoading, toastSuccess } from '../../core/toaster';
import { usePhoneMetadata } from '../../lib/phone';
import { formsCatalog } from '../../locales/forms';
import { leadBody } from '../../screen-parts/lead-form/lead-body';
import { LeadFieldInputs } from '../../screen-parts/lead-form/lead-field-inputs';
import { EMPTY_RENTAL, type RentalField } from '../../screen-parts/lead-form/rental-fields';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';
import { ClientLanguageField, clientLanguage } from './client-language-field';
import { PastePost } from './paste-post';
import { postNotes } from './post-notes';
import { TodayCounts } from './today-counts';
import { usePostCapture } from './use-post-capture';

// What the number and the post link already are: loaded once either is in the form (docs/rules/leads.md#d5.23).
const PostChecks = lazy(() => import('./post-checks').then((module) => ({ default: module.PostChecks })));

const DuplicateMatches = lazy(() =>
  import('./duplicate-matches').then((module) => ({ default: module.DuplicateMatches })),
);

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface CreateRentalEvents {
  'rental-created': { rental: Rental };
}

export interface CreateRentalProps {
  emit: Emit<CreateRentalEvents>;
  /** A post shared to the app (the `post-text` attribute): pasted into 'Paste a post' and read into the form. */
  postText?: string;
}

export function CreateRentalScreen({ emit, postText }: CreateRentalProps) {
  usePhoneMetadata();
  const t = useT(formsCatalog);
  const { values, errors, setField, validate, showErrors, reset } = useContractForm(
    CreateRentalInput,
    EMPTY_RENTAL,
  );
  const mutation = useCreateLead();
  // A likely duplicate's matches (docs/rules/leads.md#d5.14), until the form is sent again or changed.
  const [matches, setMatches] = useState<readonly LeadMatch[]>([]);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const capture = usePostCapture(postText, values.number, setField);

  const send = (confirmDuplicate: boolean) => {
    const input = leadBody(validate(), showErrors);
    if (!input) return;
    const toastId = toastLoading(t('forms.creating'));
    mutation.mutate(
      {
        ...input,
        language: clientLanguage(chosenLanguage, input),
        ...(confirmDuplicate && { confirmDuplicate }),
      },
      {
        onSuccess: ({ data }) => {
          toastSuccess(t('forms.rentalCreated'));
          setMatches([]);
          setChosenLanguage(null);
          capture.clear();
          reset();
          emit('rental-created', { rental: data });
        },
        onError: (error) => {
          setMatches([]);
          if (isApiError(error) && error.matches?.length) {
            setMatches(error.matches);
            return;
          }
          toastFailure(error, t('forms.somethingWrong'));
          if (!isApiError(error)) return;
          // docs/rules/leads.md#d5.1, docs/rules/leads.md#d5.14: a 409 names its field (the post link), else it is the duplicate number.
          if (error.status === 409 && error.errors.length === 0)
            showErrors([{ path: 'number', message: error.message }]);
          else showErrors(error.errors);
        },
        onSettled: () => dismissToast(toastId),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const change = (name: RentalField, value: string) => {
    setMatches([]);
    setField(name, value);
  };

  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>{t('forms.createRental')}</h1>
      </div>
      <div className="rl-columns">
        <form
          className="rl-card rl-stack"
          onSubmit={submit}
          noValidate
          aria-label={t('forms.rental')}
          part="form"
        >
          <PastePost
            text={capture.text}
            filling={capture.filling}
            reading={capture.reading}
            onText={capture.setText}
            onFill={() => void capture.fillFrom(capture.text)}
            onImage={(image) => void capture.readImage(image)}
          />
          <LeadFieldInputs
            values={values}
            errors={errors}
            onChange={change}
            notes={postNotes({ ...capture.fill, onPickNumber: capture.pickNumber })}
          >
            <ClientLanguageField chosen={chosenLanguage} post={values} onChoose={setChosenLanguage} />
          </LeadFieldInputs>
          {(values.number.trim() !== '' || values.post_link.trim() !== '') && (
            <Suspense fallback={null}>
              <PostChecks number={values.number} postLink={values.post_link} />
            </Suspense>
          )}
          <div className="rl-actions" part="actions">
            <Button type="submit" variant="primary" busy={mutation.isPending}>
              {mutation.isPending ? t('forms.creating') : t('forms.createRental')}
            </Button>
          </div>
          {matches.length > 0 && (
            <Suspense fallback={null}>
              <DuplicateMatches
                matches={matches}
                busy={mutation.isPending}
                onCreateAnyway={() => send(true)}
              />
            </Suspense>
          )}
        </form>
        <TodayCounts />
      </div>
    </div>
  );
}
