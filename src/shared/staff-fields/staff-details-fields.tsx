/**
 * The details every staff member has, whoever creates or edits them: Full Name, Email, Contact
 * (docs/rules/people.md), with the create form's checks and messages. Create User and the Manage
 * tables' Edit dialog both show them.
 */
import { TextField } from '../../ui/text-field';

type Detail = 'name' | 'email' | 'contact';

export interface StaffDetailsProps {
  values: Record<Detail, string>;
  errors: Partial<Record<Detail, string>>;
  setField: (field: Detail, value: string) => void;
}

export function StaffDetailsFields({ values, errors, setField }: StaffDetailsProps) {
  return (
    <>
      <TextField
        label="Full Name"
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(value) => setField('name', value)}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={(value) => setField('email', value)}
      />
      <TextField
        label="Contact"
        type="tel"
        inputMode="numeric"
        value={values.contact}
        error={errors.contact}
        onChange={(value) => setField('contact', value)}
      />
    </>
  );
}
