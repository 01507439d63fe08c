/**
 * The import history and its Revert (docs/rules/uploads.md, docs/rules/uploads.md#d5.7): who imported which file when,
 * what it inserted and skipped, and what a revert removed and left. Apart from uploads.ts and the lead
 * schemas, so the history's lazy part loads only this.
 */
import { type Infer, object, optional } from 'superstruct';
import { MAX_PAGE_SIZE } from './enums';
import { requiredText, wholeNumber } from './rules';

export const IMPORTS_LISTED = 'Imports retrieved successfully';
/** An import outside the caller's own, or none (404). */
export const NO_SUCH_IMPORT = 'No such import';
/** A second revert of one import (409). */
export const ALREADY_REVERTED = 'This import was already reverted';

export const ImportListQuery = object({
  page: optional(wholeNumber('Page', 1)),
  limit: optional(wholeNumber('Limit', 1, MAX_PAGE_SIZE)),
});
export type ImportListQuery = Infer<typeof ImportListQuery>;

export const ImportParams = object({ id: requiredText('Id', 64) });

/** What a revert did: leads removed, and leads that stayed because someone had claimed them. */
export interface RevertResult {
  removed: number;
  kept: number;
}

export const revertedMessage = ({ removed, kept }: RevertResult) => `Removed: ${removed}, Stayed: ${kept}`;

/** One import as the history lists it; dates are ISO, people by their current name. */
export interface LeadImport {
  _id: string;
  uploadedBy: { _id: string; name: string };
  uploadedAt: string;
  fileName: string;
  /** `bulk`: leads created by the uploader; `for-use`: leads put into the pool. */
  source: 'bulk' | 'for-use';
  inserted: number;
  skipped: number;
  reverted: (RevertResult & { at: string; by: { _id: string; name: string } }) | null;
}
