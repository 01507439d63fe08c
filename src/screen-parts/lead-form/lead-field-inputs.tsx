/**
 * The lead form's inputs, one per lead field in the declaration's order (docs/rules/leads.md, "Validation of a new
 * lead"), labelled in the element's language: the Create Rental form's, and a correction's.
 */
import type { ReactNode } from 'react';
import { localize } from '../../contract';
import { useLanguage } from '../../ui/language';
import { TextField } from '../../ui/text-field';
import { useTerm } from '../../ui/use-term';
import { RENTAL_FIELDS, type RentalField } from './rental-fields';

interface LeadFieldInputsProps {
  values: Record<RentalField, string>;
  errors: Partial<Record<string, string | undefined>>;
  onChange: (name: RentalField, value: string) => void;
  /** A note under a field's input (Create Rental's "From the post", docs/rules/leads.md#d5.23). */
  notes?: Partial<Record<RentalField, ReactNode>>;
  /** Fields of the form's own after the lead's (Create Rental's client language). */
  children?: ReactNode;
}

export function LeadFieldInputs({ values, errors, onChange, notes, children }: LeadFieldInputsProps) {
  const term = useTerm();
  const language = useLanguage();
  return (
    <div className="rl-form-grid" part="fields">
      {RENTAL_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={term(field.label)}
          type={field.type ?? 'text'}
          maxLength={field.maxLength}
          placeholder={field.placeholder && localize(language, field.placeholder)}
          value={values[field.name]}
          error={errors[field.name]}
          hint={notes?.[field.name]}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
      {children}
    </div>
  );
}
