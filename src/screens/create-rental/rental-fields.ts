/** The inputs of the rental form in the order of docs/rules/leads.md, with their browser limits and hints. */
import { FIELD_MAX, RENTAL_LABELS } from '../../contract';

export type RentalField = keyof typeof RENTAL_LABELS;

export interface RentalFieldDef {
  name: RentalField;
  label: string;
  maxLength: number;
  type?: 'tel' | 'url';
  placeholder?: string;
}

const field = (
  name: RentalField,
  maxLength: number,
  extra: Partial<RentalFieldDef> = {},
): RentalFieldDef => ({
  name,
  label: RENTAL_LABELS[name],
  maxLength,
  ...extra,
});

export const RENTAL_FIELDS: RentalFieldDef[] = [
  field('facebook_name', FIELD_MAX.facebook_name),
  field('client_name', FIELD_MAX.client_name),
  field('number', FIELD_MAX.number, { type: 'tel' }),
  // docs/rules/leads.md: the rent placeholder tells creators the floor the operation accepts.
  field('rent', FIELD_MAX.rent, { placeholder: 'Rent (above $649)' }),
  field('houseApt_details', FIELD_MAX.houseApt_details),
  field('address', FIELD_MAX.address),
  field('post_link', FIELD_MAX.url, { type: 'url', placeholder: 'https://' }),
  field('ss_link', FIELD_MAX.url, { type: 'url', placeholder: 'Optional' }),
];

export const EMPTY_RENTAL: Record<RentalField, string> = {
  facebook_name: '',
  client_name: '',
  number: '',
  rent: '',
  houseApt_details: '',
  address: '',
  post_link: '',
  ss_link: '',
};
