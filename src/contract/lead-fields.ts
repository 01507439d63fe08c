/**
 * The fields a lead's creator gives, declared once (docs/architecture.md, "A lead's fields"): each
 * field's wire name (the key), SQL column, label, limit, kind, where it shows, who may read it and
 * whether it is the client's own. The create schema, the wire types, the form, the lead tables, the
 * export, the deal's copy, the upload's columns, the server's SQL, what each reader is sent, the
 * search text and the erasure all read this list, so a new field is one entry here plus its migration.
 */
import { type Infer, object, optional } from 'superstruct';
import { FIELD_MAX } from './enums';
import { optionalUrl, requiredAmount, requiredText, requiredUrl, requiredWords } from './rules';

/**
 * Who reads a lead (docs/rules/leads.md#d5.16): the super-admin, an admin, a leader of pickers or of
 * creators, a creator (her own leads), its picker (who holds or finished it) and a picker who finds it
 * by number while nobody holds it (docs/decisions.md#p52).
 */
export const LEAD_READERS = [
  'super-admin',
  'admin',
  'picker-leader',
  'creator-leader',
  'creator',
  'picker',
  'pool-picker',
] as const;
export type LeadReader = (typeof LEAD_READERS)[number];

/** Who may read a field, by the sides of the work (docs/rules/leads.md#d5.16). */
export const READ_BY = {
  anyone: LEAD_READERS,
  /** Who made the lead, who works it and who supervises either: not a picker who finds it in the pool. */
  itsPeople: ['super-admin', 'admin', 'picker-leader', 'creator-leader', 'creator', 'picker'],
  /** Who picked it and who supervises the picking: the creators' side never needs what a picker found. */
  pickingSide: ['super-admin', 'admin', 'picker-leader', 'picker'],
} as const satisfies Record<string, readonly LeadReader[]>;

/**
 * What an erased field reads (docs/rules/client-data.md#d13.3): a word ("Erased"), the lead's erased
 * number (`erased-<id>`, unique as docs/rules/leads.md#d5.1 asks), empty, or null.
 */
export type ErasedAs = 'word' | 'lead-number' | 'empty' | 'null';

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
    erased: 'word',
  },
  // A listing's rent and its descriptions must say something (docs/rules/leads.md#d5.17).
  amount: {
    input: 'text',
    optional: false,
    sql: 'text',
    struct: requiredAmount,
    text: asText,
    sample: '$750',
    erased: 'word',
  },
  words: {
    input: 'text',
    optional: false,
    sql: 'text',
    struct: requiredWords,
    text: asText,
    sample: 'Sample text',
    erased: 'word',
  },
  phone: {
    input: 'tel',
    optional: false,
    sql: 'text',
    struct: requiredText,
    text: asText,
    sample: '+15075551234',
    erased: 'lead-number',
  },
  url: {
    input: 'url',
    optional: false,
    sql: 'text',
    struct: requiredUrl,
    text: asText,
    sample: 'https://example.com/post',
    erased: 'empty',
  },
  'optional-url': {
    input: 'url',
    optional: true,
    sql: 'text',
    struct: (label: string, max: number) => optional(optionalUrl(label, max)),
    text: asText,
    sample: null,
    erased: 'null',
  },
} as const satisfies Record<string, { optional: boolean; erased: ErasedAs; [more: string]: unknown }>;
type LeadFieldKind = keyof typeof KINDS;

export interface LeadFieldSpec {
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
  /** Who may read it (docs/rules/leads.md#d5.16): any other reader is sent its blank, never its value. */
  readers: readonly LeadReader[];
  /** The client's own data: erased with the client and by retention (docs/rules/client-data.md#d13.3). */
  personal?: true;
  /** In the text the lead lists' search looks in (rental_search, docs/decisions.md#p31). */
  searched?: true;
}

/** The fields of a lead a registry declares: LEAD_FIELDS, or one made for a test. */
export type LeadFieldRegistry = Readonly<Record<string, LeadFieldSpec>>;

/** In the create form's order (docs/rules/leads.md), which is also the upload's and the bypass file's. */
export const LEAD_FIELDS = {
  facebook_name: {
    column: 'facebook_name',
    label: 'Facebook Name',
    kind: 'text',
    max: 50,
    readers: READ_BY.itsPeople,
    personal: true,
    searched: true,
  },
  client_name: {
    column: 'client_name',
    label: 'Client Name',
    kind: 'text',
    max: 50,
    listed: true,
    deal: true,
    readers: READ_BY.itsPeople,
    personal: true,
    searched: true,
  },
  // A pool picker finds a lead by its number (docs/decisions.md#p52), so it is read by anyone.
  number: {
    column: 'number',
    label: 'Number',
    kind: 'phone',
    max: FIELD_MAX.number,
    listed: true,
    deal: true,
    readers: READ_BY.anyone,
    personal: true,
    searched: true,
  },
  // The rent is the listing's own words holding an amount; the placeholder shows a shape, no minimum
  // (docs/rules/leads.md#d5.17).
  rent: {
    column: 'rent',
    label: 'Rent',
    kind: 'amount',
    max: 30,
    placeholder: 'Rent, e.g. $750',
    listed: true,
    deal: true,
    readers: READ_BY.anyone,
  },
  houseApt_details: {
    column: 'house_apt_details',
    label: 'House/Apt Details',
    kind: 'words',
    max: 100,
    listed: 'wrap',
    deal: true,
    readers: READ_BY.anyone,
  },
  address: {
    column: 'address',
    label: 'Address',
    kind: 'words',
    max: 100,
    listed: 'wrap',
    deal: true,
    readers: READ_BY.itsPeople,
    personal: true,
    searched: true,
  },
  post_link: {
    column: 'post_link',
    label: 'Post Link',
    kind: 'url',
    max: FIELD_MAX.url,
    placeholder: 'https://',
    readers: READ_BY.itsPeople,
    personal: true,
  },
  ss_link: {
    column: 'ss_link',
    label: 'Screenshot Link',
    kind: 'optional-url',
    max: FIELD_MAX.url,
    placeholder: 'Optional',
    readers: READ_BY.itsPeople,
    personal: true,
  },
} as const satisfies LeadFieldRegistry;

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

/** A column of `rentals` holding the client's own data, and how it reads once erased. */
export interface PersonalColumn {
  column: string;
  erased: ErasedAs;
  searched?: true;
}

/**
 * The client's data that working a lead adds (docs/rules/leads.md#d5.16): the email its picker stores
 * (Add Client Email). No creator gives it, so it is no field of her form, but it is read, searched and
 * erased as her personal fields are.
 */
export const WORK_FIELDS = {
  client_email: { column: 'client_email', erased: 'null', searched: true, readers: READ_BY.pickingSide },
} as const satisfies Record<string, PersonalColumn & { readers: readonly LeadReader[] }>;

/** How a field reads once erased: its kind's way. */
export const erasedAs = (field: LeadFieldSpec): ErasedAs => KINDS[field.kind].erased;

/** A field's value for a reader who may not read it: empty, or null for a field that may be blank. */
export const blankOf = (field: LeadFieldSpec): '' | null => (KINDS[field.kind].optional ? null : '');

/** The columns of `rentals` holding the client's data: the registry's personal fields, then WORK_FIELDS'. */
export const personalColumns = (fields: LeadFieldRegistry = LEAD_FIELDS): PersonalColumn[] => [
  ...Object.values(fields)
    .filter((field) => field.personal)
    .map((field) => ({
      column: field.column,
      erased: erasedAs(field),
      ...(field.searched && { searched: field.searched }),
    })),
  ...Object.values(WORK_FIELDS),
];

/** The columns the lead lists' search text holds (rental_search_body's arguments, by name). */
export const searchedColumns = (fields: LeadFieldRegistry = LEAD_FIELDS): string[] =>
  personalColumns(fields)
    .filter((field) => field.searched)
    .map((field) => field.column);
