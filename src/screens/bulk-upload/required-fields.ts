/** The lead fields an import cannot do without: each needs a column before Upload (docs/rules/uploads.md#d5.7). */
import { type ColumnMapping, kindOf, LEAD_FIELD_NAMES, type LeadFieldName } from '../../contract';

export const REQUIRED_FIELDS: readonly LeadFieldName[] = LEAD_FIELD_NAMES.filter(
  (name) => !kindOf(name).optional,
);

export const missingFields = (mapping: ColumnMapping): LeadFieldName[] =>
  REQUIRED_FIELDS.filter((name) => mapping[name] === undefined);
