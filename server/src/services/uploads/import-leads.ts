/**
 * The two bulk imports (rule D5): a bulk rental upload makes the uploader the leads' creator;
 * an upload for use puts them in the pool with no creator. Everything is checked before anything is
 * written, so a refused file writes nothing, not even its audit entry (rule D10.2).
 */
import {
  BULK_UPLOAD_OFF,
  DUPLICATE_NUMBER,
  NO_ROWS,
  type SkippedRow,
  type UploadResult,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../lib/caller';
import { badRequest, forbidden } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { skippedRow } from './check-rows';
import { insertLeads, type LeadOwner } from './insert-leads';
import type { SheetReader, UploadedFile } from './sheet-reader';

/** Rule D2: a creator uploads only once a super-admin turned `canBulkUpload` on for them. */
export function assertCanBulkUpload(user: SessionUser): void {
  if (user.role === 'data-creator' && !user.canBulkUpload) throw forbidden(BULK_UPLOAD_OFF);
}

export const uploaderOwns = (user: SessionUser): LeadOwner => ({
  source: 'bulk',
  creatorId: user._id,
  creatorAdminId: user.adminId,
  creatorLeaderId: user.teamLeaderId,
});

export const FOR_USE: LeadOwner = {
  source: 'for-use',
  creatorId: null,
  creatorAdminId: null,
  creatorLeaderId: null,
};

export async function importLeads(
  db: Db,
  sheets: SheetReader,
  file: UploadedFile,
  { uploader, owner }: { uploader: SessionUser; owner: LeadOwner },
  now: Date,
): Promise<UploadResult> {
  const { leads, skipped } = await sheets.check(file);
  if (leads.length === 0 && skipped.length === 0) throw badRequest(NO_ROWS);
  return db.transaction(async (tx) => {
    const inserted = await insertLeads(tx, leads, owner, now);
    const taken: SkippedRow[] = leads
      .filter((lead) => !inserted.has(lead.number))
      .map((lead) => skippedRow(lead.row, lead.read, DUPLICATE_NUMBER));
    const result = { inserted: inserted.size, skipped: [...skipped, ...taken].sort((a, b) => a.row - b.row) };
    // Rule D10.1: one entry for the whole file, with its counts, not one per lead; a file that added
    // no lead changed nothing (rule D10.2).
    if (result.inserted > 0)
      await recordAudit(tx, {
        action: 'leads-uploaded',
        actor: uploader,
        at: now,
        target: { kind: 'upload', id: null, label: file.filename },
        after: { source: owner.source, inserted: result.inserted, skipped: result.skipped.length },
        adminId: uploader.role === 'admin' ? uploader._id : uploader.adminId,
      });
    return result;
  });
}
