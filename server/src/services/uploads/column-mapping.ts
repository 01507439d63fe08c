/**
 * An upload's columns mapped to the lead's fields (docs/rules/uploads.md#d5.7). Proposed from the header: a header
 * matches a field by its wire name or label first, then by a common variant ("Phone", "FB Name",
 * "URL"…), ignoring case, spaces, underscores and punctuation; each header serves one field, the
 * leftmost winning. A mapping the uploader sent back replaces the proposal, checked against the header.
 */
import {
  BAD_MAPPING,
  type ColumnMapping,
  headerKey,
  kindOf,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  type LeadFieldName,
  MAPPING_FIELD,
  MAPPING_SHARES_COLUMN,
  mappingBeyondHeader,
} from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';

/** The columns by field, in the order check-rows.ts reads them. */
export type ColumnsAt = Map<LeadFieldName, number>;

export const REQUIRED_FIELDS = LEAD_FIELD_NAMES.filter((name) => !kindOf(name).optional);

/** Other ways sheets head each field, tried once no header names a field exactly. */
const VARIANTS: Record<LeadFieldName, string[]> = {
  facebook_name: ['fb name', 'facebook', 'fb', 'facebook profile', 'profile name'],
  client_name: ['client', 'name', 'full name', 'tenant name', 'contact name', 'customer name'],
  number: [
    'phone',
    'phone number',
    'phone no',
    'telephone',
    'tel',
    'mobile',
    'cell',
    'whatsapp',
    'contact number',
  ],
  rent: ['rent price', 'price', 'monthly rent', 'rent amount', 'amount'],
  houseApt_details: ['details', 'house details', 'apt details', 'apartment details', 'description'],
  address: ['location', 'street address', 'street'],
  post_link: ['post', 'url', 'link', 'post url', 'listing link', 'listing url', 'listing'],
  ss_link: ['screenshot', 'screenshot link', 'screenshot url', 'ss', 'ss url'],
};

/** Each pass: the keys a header may have for each field. */
const PASSES: [LeadFieldName, string[]][][] = [
  LEAD_FIELD_NAMES.map((name) => [name, [headerKey(name), headerKey(LEAD_FIELDS[name].label)]]),
  LEAD_FIELD_NAMES.map((name) => [name, VARIANTS[name].map(headerKey)]),
];

/** The mapping proposed for a header row. */
export function proposedMapping(headers: readonly string[]): ColumnMapping {
  const keys = headers.map((header) => headerKey(header ?? ''));
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  for (const pass of PASSES)
    for (const [name, wanted] of pass) {
      if (mapping[name] !== undefined) continue;
      const index = keys.findIndex((key, i) => key !== '' && wanted.includes(key) && !used.has(i));
      if (index < 0) continue;
      mapping[name] = index;
      used.add(index);
    }
  return mapping;
}

/** A mapping sent as text (the multipart field `mapping`): lead fields to whole column numbers. */
export function parsedMapping(text: string): ColumnMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(BAD_MAPPING);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(BAD_MAPPING);
  const mapping: ColumnMapping = {};
  for (const [name, column] of Object.entries(value)) {
    if (!(LEAD_FIELD_NAMES as readonly string[]).includes(name)) throw badRequest(BAD_MAPPING);
    // null leaves the field unmapped, as the widget's "Not imported" does.
    if (column === null) continue;
    if (typeof column !== 'number' || !Number.isInteger(column) || column < 0) throw badRequest(BAD_MAPPING);
    mapping[name as LeadFieldName] = column;
  }
  const columns = Object.values(mapping);
  if (new Set(columns).size !== columns.length) throw badRequest(MAPPING_SHARES_COLUMN);
  return mapping;
}

/** The mapping's columns, in the lead's field order, refused when one is past the header. */
export function columnsAt(mapping: ColumnMapping, headerCount: number): ColumnsAt {
  const at: ColumnsAt = new Map();
  for (const name of LEAD_FIELD_NAMES) {
    const column = mapping[name];
    if (column === undefined) continue;
    if (column >= headerCount) throw badRequest(mappingBeyondHeader(headerCount));
    at.set(name, column);
  }
  return at;
}

export const missingFields = (at: ColumnsAt) => REQUIRED_FIELDS.filter((name) => !at.has(name));

/** The mapping an upload's form sent (the field `mapping`), or none: the header's proposal applies. */
export const mappingSent = (fields: Record<string, string>): ColumnMapping | undefined =>
  fields[MAPPING_FIELD] === undefined ? undefined : parsedMapping(fields[MAPPING_FIELD]);
