/** Bulk uploads and lead lists (decisions D5): what an upload answers, and the lead list filters. */
import { assign, define, type Infer, object, optional } from 'superstruct';
import { NUMBER_STATUSES } from './enums';
import { ListQuery, type ListResult } from './lists';
import { BypassInput, type CreateRentalInput } from './rental';
import { optionalText, wholeNumber } from './rules';
import type { Rental } from './types';

/** A row the import left out, with its cells as read and the reason. */
export type SkippedRow = Partial<Record<keyof CreateRentalInput, string>> & { row: number; reason: string };

/** POST /rental/bulk-upload-rental and /rental/bulk-upload-rental-for-use. */
export interface UploadResult {
  inserted: number;
  skipped: SkippedRow[];
}

/** The query of every lead list (spec section 7 "Rentals"), on top of ListQuery's search, pages and days. */
export interface LeadListFilters {
  /** 'false' = Not Fetched, 'true' = Fetched/Finished, '' = all. */
  isFetched?: 'true' | 'false' | '';
  isFinished?: 'true' | 'false' | '';
  number_status?: 'valid' | 'invalid' | '';
  sort?: LeadSort;
}

/** Newest first by the named date; blank means the list's own order (see each endpoint). */
export const LEAD_SORTS = ['-createdAt', '-updatedAt', '-finishedDate'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Blank (or absent) means "any"; anything else must be one of `values`. */
const leadFilter = <T extends string>(label: string, values: readonly T[]) =>
  optional(
    define<T | ''>(
      label,
      (v) => v === '' || (values as readonly unknown[]).includes(v) || `${label} is not a valid choice`,
    ),
  );

export const LeadListQuery = assign(
  ListQuery,
  object({
    isFetched: leadFilter('Fetch state', ['true', 'false'] as const),
    isFinished: leadFilter('Finish state', ['true', 'false'] as const),
    number_status: leadFilter('Number status', NUMBER_STATUSES),
    sort: leadFilter('Sort', LEAD_SORTS),
    /** Where the previous page ended (its `nextCursor`); `page` is then ignored. */
    cursor: optional(optionalText('Cursor', 200)),
  }),
);
export type LeadListQuery = Infer<typeof LeadListQuery>;

/**
 * A page of leads. `nextCursor` comes with every full page: the rows after it are read in constant
 * time per page, where a deep `page` costs more the deeper it goes. (A Download reads every row in one
 * request instead: lead-export.ts.)
 */
export interface LeadListResult extends ListResult<Rental> {
  nextCursor?: string;
}

/** GET /rental/downloadRentals: how many pool leads to hand to which admin (decisions D5). */
export const MAX_BYPASS_LIMIT = 10_000;
export const BypassQuery = assign(BypassInput, object({ limit: wholeNumber('Limit', 1, MAX_BYPASS_LIMIT) }));
export type BypassQuery = Infer<typeof BypassQuery>;

export const SKIPPED_FILE = 'skipped_data.xlsx';
export const SKIPPED_SHEET = 'Skipped Data';
export const EXPORT_SHEET = 'Rentals';
