/**
 * The reasons an import's valid rows are left out when written, in one place for the import and its
 * preview (docs/rules/uploads.md#d5.7): the reason a check of insert-leads.ts gave (the do-not-contact list, a post
 * already saved, a likely duplicate), else a number already a lead's.
 */
import { DUPLICATE_NUMBER, type SkippedRow } from '../../../../src/contract';
import { skippedRow, type UploadLead } from './check-rows';

/** The rows of `leads` `refused` with a reason, or not `written`. */
export function skippedAtWrite(
  leads: readonly UploadLead[],
  refused: ReadonlyMap<string, string>,
  written: ReadonlySet<string>,
): SkippedRow[] {
  const skipped: SkippedRow[] = [];
  for (const lead of leads) {
    const reason = refused.get(lead.number) ?? (written.has(lead.number) ? undefined : DUPLICATE_NUMBER);
    if (reason) skipped.push(skippedRow(lead.row, lead.read, reason));
  }
  return skipped;
}
