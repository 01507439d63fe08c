/**
 * The two bulk imports (rule D5): a bulk rental upload makes the uploader the leads' creator;
 * an upload for use puts them in the pool with no creator. Everything is checked before anything is
 * written, so a refused file writes nothing.
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
  owner: LeadOwner,
  now: Date,
): Promise<UploadResult> {
  const { leads, skipped } = await sheets.check(file);
  if (leads.length === 0 && skipped.length === 0) throw badRequest(NO_ROWS);
  const inserted = await insertLeads(db, leads, owner, now);
  const taken: SkippedRow[] = leads
    .filter((lead) => !inserted.has(lead.number))
    .map((lead) => skippedRow(lead.row, lead.read, DUPLICATE_NUMBER));
  return { inserted: inserted.size, skipped: [...skipped, ...taken].sort((a, b) => a.row - b.row) };
}
