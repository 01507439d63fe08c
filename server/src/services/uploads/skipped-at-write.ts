/**
 * The reasons an import's valid rows are left out when written, in one place for the import and its
 * preview (rule D5.7): a number on the do-not-contact list first (rule D5.13), then one already a lead.
 */
import { DUPLICATE_NUMBER, ON_DO_NOT_CONTACT, type SkippedRow } from '../../../../src/contract';
import { skippedRow, type UploadLead } from './check-rows';

/** The rows of `leads` whose number is `listed`, or was not `written`. */
export function skippedAtWrite(
  leads: readonly UploadLead[],
  listed: ReadonlySet<string>,
  written: ReadonlySet<string>,
): SkippedRow[] {
  const skipped: SkippedRow[] = [];
  for (const lead of leads)
    if (listed.has(lead.number)) skipped.push(skippedRow(lead.row, lead.read, ON_DO_NOT_CONTACT));
    else if (!written.has(lead.number)) skipped.push(skippedRow(lead.row, lead.read, DUPLICATE_NUMBER));
  return skipped;
}
