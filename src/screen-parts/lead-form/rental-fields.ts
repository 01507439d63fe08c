/** The inputs of the rental form, one per lead field in the declaration's order, with their browser limits and hints. */
import { kindOf, LEAD_FIELD_NAMES, LEAD_FIELDS, type LeadFieldName } from '../../contract';

export type RentalField = LeadFieldName;

export interface RentalFieldDef {
  name: RentalField;
  label: string;
  maxLength: number;
  type: string;
  placeholder?: string;
}

export const RENTAL_FIELDS: RentalFieldDef[] = LEAD_FIELD_NAMES.map((name) => {
  const field = LEAD_FIELDS[name];
  return {
    name,
    label: field.label,
    maxLength: field.max,
    type: kindOf(name).input,
    ...('placeholder' in field && { placeholder: field.placeholder }),
  };
});

export const EMPTY_RENTAL = Object.fromEntries(LEAD_FIELD_NAMES.map((name) => [name, ''])) as Record<
  RentalField,
  string
>;
