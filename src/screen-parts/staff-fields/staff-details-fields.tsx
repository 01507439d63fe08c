/**
 * The details every staff member has, whoever creates or edits them: Full Name, Email, Contact
 * (docs/rules/people.md), with the create form's checks and messages. Create User and the Manage
 * tables' Edit dialog both show them.
 */
import { peopleCatalog } from '../../locales/people';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';

type Detail = 'name' | 'email' | 'contact';

export interface StaffDetailsProps {
  values: Record<Detail, string>;
  errors: Partial<Record<Detail, string>>;
  setField: (field: Detail, value: string) => void;
}

export function StaffDetailsFields({ values, errors, setField }: StaffDetailsProps) {
  // Also holds the contract's fixed contact messages, so the form says them in this language.
  const t = useT(peopleCatalog);
  return (
    <>
      <TextField
        label={t('people.field.fullName')}
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(value) => setField('name', value)}
      />
      <TextField
        label={t('people.field.email')}
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={(value) => setField('email', value)}
      />
      <TextField
        label={t('people.field.contact')}
        type="tel"
        inputMode="numeric"
        value={values.contact}
        error={errors.contact}
        onChange={(value) => setField('contact', value)}
      />
    </>
  );
}
