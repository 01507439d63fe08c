/**
 * The client's language on the rental form (docs/rules/leads.md#d5.19): it follows the guess from the
 * details and address as they are typed, until the creator chooses one.
 */
import { LANGUAGES, type Language, postLanguage } from '../../contract';
import { formsCatalog } from '../../locales/forms';
import { SelectField } from '../../ui/select-field';
import { useT } from '../../ui/use-t';

interface ClientLanguageFieldProps {
  /** The creator's choice; null: the guess. */
  chosen: Language | null;
  post: { houseApt_details: string; address: string };
  onChoose: (language: Language) => void;
}

/** The language sent: the creator's choice, else the guess. */
export const clientLanguage = (chosen: Language | null, post: ClientLanguageFieldProps['post']) =>
  chosen ?? postLanguage(post);

export function ClientLanguageField({ chosen, post, onChoose }: ClientLanguageFieldProps) {
  const t = useT(formsCatalog);
  const names: Record<Language, string> = { en: t('forms.english'), es: t('forms.spanish') };
  return (
    <SelectField
      label={t('forms.clientLanguage')}
      options={LANGUAGES.map((language) => ({ value: language, label: names[language] }))}
      value={clientLanguage(chosen, post)}
      onChange={(value) => onChoose(value as Language)}
    />
  );
}
