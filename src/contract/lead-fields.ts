/**
 * The fields a lead's creator gives, declared once (docs/architecture.md, "A lead's fields"): each
 * field's wire name (the key), SQL column, label, limit, kind and where it shows. The create schema,
 * the wire types, the form, the lead tables, the export, the deal's copy, the upload's columns and the
 * server's SQL all read this list, so a new field is one entry here plus its migration.
 */
import { type Infer, object, optional } from 'superstruct';
import { FIELD_MAX } from './enums';
import { optionalUrl, requiredText, requiredUrl } from './rules';

/** Any field's value on the wire. */
type FieldValue = string | null;
/** How a value reads in a cell, a card or a copy: texts as they are (a number as stored, docs/decisions.md#p53). */
const asText = (value: FieldValue): string | null => value;

/**
 * What a field holds and how it is checked, typed in, stored, written as text and sampled. An
 * optional field reads as null on the wire and is stored as NULL when left blank.
 */
const KINDS = {
  text: {
    input: 'text',
    optional: false,
    sql: 'text',
    struct: requiredText,
    text: asText,
    sample: 'Sample text',
  },
  phone: {
    input: 'tel',
    optional: false,
    sql: 'text',
    struct: requiredText,
    text: asText,
    sample: '+15075551234',
  },
  url: {
    input: 'url',
    optional: false,
    sql: 'text',
    struct: requiredUrl,
    text: asText,
    sample: 'https://example.com/post',
  },
  'optional-url': {
    input: 'url',
    optional: true,
    sql: 'text',
    struct: (label: string, max: number) => optional(optionalUrl(label, max)),
    text: asText,
    sample: null,
  },
} as const;
type LeadFieldKind = keyof typeof KINDS;

interface LeadFieldSpec {
  /** The column in `rentals` (and in `closed_rentals` when `deal`). */
  column: string;
  label: string;
  kind: LeadFieldKind;
  /** The most characters the field takes (docs/rules/leads.md, "Validation of a new lead"). */
  max: number;
  placeholder?: string;
  /** Shown in the lead tables and Client Details, so sent by the lists' export; 'wrap' for long text. */
  listed?: true | 'wrap';
  /** Copied onto a deal when it closes (docs/rules/deals.md#d6): the deal keeps the lead as it was. */
  deal?: true;
}

/** In the create form's order (docs/rules/leads.md), which is also the upload's and the bypass file's. */
export const LEAD_FIELDS = {
  facebook_name: { column: 'facebook_name', label: 'Facebook Name', kind: 'text', max: 50 },
  client_name: {
    column: 'client_name',
    label: 'Client Name',
    kind: 'text',
    max: 50,
    listed: true,
    deal: true,
  },
  number: {
    column: 'number',
    label: 'Number',
    kind: 'phone',
    max: FIELD_MAX.number,
    listed: true,
    deal: true,
  },
  // The rent is the listing's own words; the placeholder shows a shape, no minimum (docs/rules/leads.md).
  rent: {
    column: 'rent',
    label: 'Rent',
    kind: 'text',
    max: 30,
    placeholder: 'Rent, e.g. $750',
    listed: true,
    deal: true,
  },
  houseApt_details: {
    column: 'house_apt_details',
    label: 'House/Apt Details',
    kind: 'text',
    max: 100,
    listed: 'wrap',
    deal: true,
  },
  address: { column: 'address', label: 'Address', kind: 'text', max: 100, listed: 'wrap', deal: true },
  post_link: {
    column: 'post_link',
    label: 'Post Link',
    kind: 'url',
    max: FIELD_MAX.url,
    placeholder: 'https://',
  },
  ss_link: {
    column: 'ss_link',
    label: 'Screenshot Link',
    kind: 'optional-url',
    max: FIELD_MAX.url,
    placeholder: 'Optional',
  },
} as const satisfies Record<string, LeadFieldSpec>;

type Fields = typeof LEAD_FIELDS;
export type LeadFieldName = keyof Fields;
type LeadField = Fields[LeadFieldName] & LeadFieldSpec;

const names = <K extends LeadFieldName>(keep: (field: LeadField) => boolean) =>
  (Object.keys(LEAD_FIELDS) as K[]).filter((name) => keep(LEAD_FIELDS[name]));

export const LEAD_FIELD_NAMES = names(() => true);
export type ListedFieldName = {
  [K in LeadFieldName]: Fields[K] extends { listed: unknown } ? K : never;
}[LeadFieldName];
export type DealFieldName = {
  [K in LeadFieldName]: Fields[K] extends { deal: true } ? K : never;
}[LeadFieldName];
/** The lead tables' and the export's fields, in order. */
export const LISTED_FIELDS = names<ListedFieldName>((field) => field.listed !== undefined);
/** The fields a deal copies from its lead, in order. */
export const DEAL_FIELDS = names<DealFieldName>((field) => field.deal === true);

export const kindOf = (name: LeadFieldName) => KINDS[LEAD_FIELDS[name].kind];

/** A field's value on the wire: what its kind's check yields, with null for a blank optional one. */
type KindValue<K extends LeadFieldKind> = Exclude<Infer<ReturnType<(typeof KINDS)[K]['struct']>>, undefined>;
export type LeadFieldValues = {
  [K in LeadFieldName]:
    | KindValue<Fields[K]['kind']>
    | ((typeof KINDS)[Fields[K]['kind']]['optional'] extends true ? null : never);
};

export const RENTAL_LABELS = Object.fromEntries(
  LEAD_FIELD_NAMES.map((name) => [name, LEAD_FIELDS[name].label]),
) as { [K in LeadFieldName]: Fields[K]['label'] };

type StructOf<K extends LeadFieldName> = ReturnType<(typeof KINDS)[Fields[K]['kind']]['struct']>;

/** The create form's check, and each upload row's (docs/rules/leads.md): each kind's messages. */
export const CreateRentalInput = object(
  Object.fromEntries(
    LEAD_FIELD_NAMES.map((name) => [
      name,
      kindOf(name).struct(LEAD_FIELDS[name].label, LEAD_FIELDS[name].max),
    ]),
  ) as { [K in LeadFieldName]: StructOf<K> },
);
export type CreateRentalInput = Infer<typeof CreateRentalInput>;

/** A lead with a sample value in each field, for fixtures: each kind's sample. */
export const sampleLead = (): LeadFieldValues =>
  Object.fromEntries(LEAD_FIELD_NAMES.map((name) => [name, kindOf(name).sample])) as LeadFieldValues;
