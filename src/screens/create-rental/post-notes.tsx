/**
 * The notes a filled form shows under its fields (docs/rules/leads.md#d5.23): the words each value came from, and
 * the post's other numbers, each a button that puts it in the Number field.
 */
import type { ReactNode } from 'react';
import { formsCatalog } from '../../locales/forms';
import type { RentalField } from '../../screen-parts/lead-form/rental-fields';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';

interface PostNotesArgs {
  sources: Partial<Record<RentalField, string>>;
  otherNumbers: readonly string[];
  onPickNumber: (number: string) => void;
}

function OtherNumbers({ numbers, onPick }: { numbers: readonly string[]; onPick: (number: string) => void }) {
  const t = useT(formsCatalog);
  return (
    <div className="rl-actions">
      <span>{t('forms.otherNumbers')}</span>
      {numbers.map((number) => (
        <Button key={number} variant="ghost" onClick={() => onPick(number)}>
          {t('forms.useNumber', { number })}
        </Button>
      ))}
    </div>
  );
}

function Source({ words }: { words: string }) {
  const t = useT(formsCatalog);
  return <span>{t('forms.fromPost', { words })}</span>;
}

export function postNotes({
  sources,
  otherNumbers,
  onPickNumber,
}: PostNotesArgs): Partial<Record<RentalField, ReactNode>> {
  const notes: Partial<Record<RentalField, ReactNode>> = {};
  for (const [field, words] of Object.entries(sources) as [RentalField, string][])
    notes[field] = <Source words={words} />;
  if (otherNumbers.length > 0)
    notes.number = (
      <>
        {notes.number}
        <OtherNumbers numbers={otherNumbers} onPick={onPickNumber} />
      </>
    );
  return notes;
}
