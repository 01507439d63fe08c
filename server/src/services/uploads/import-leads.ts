/**
 * The two bulk imports (docs/rules/leads.md#d5): a bulk rental upload makes the uploader the leads' creator;
 * an upload for use puts them in the pool with no creator. Everything is checked before anything is
 * written, so a refused file writes nothing, not even its audit entry (docs/rules/audit.md#d10.2). Rows are checked
 * and written a part at a time (docs/decisions.md#p91), each part in its own short transaction as an unpublished
 * batch that one statement publishes at the end, or that is removed if anything fails (docs/rules/uploads.md#d5.7);
 * recorded in the import history as it is published; raised as `bulkWritten` once published, as
 * `importWriting` from its reading to its end, and as `importPartWritten` after each part.
 */
import {
  BULK_UPLOAD_OFF,
  type ColumnMapping,
  NO_ROWS,
  type SkippedRow,
  type UploadResult,
} from '../../../../src/contract';
import { pgliteClientOf } from '../../db/pglite-client';
import type { SessionUser } from '../../lib/caller';
import { badRequest, forbidden } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import type { CheckedPart } from './check-rows';
import { BatchGone, discardBatch, openBatch, publishBatch, WritePace, writePart } from './import-batch';
import { insertLeads, type LeadOwner } from './insert-leads';
import { recordImport } from './record-import';
import type { SheetReader, UploadedFile } from './sheet-reader';
import { skippedAtWrite } from './skipped-at-write';

/** docs/rules/screens.md#d2: a creator uploads only once a super-admin turned `canBulkUpload` on for them. */
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

type ImportDeps = ServiceDeps & { sheets: Pick<SheetReader, 'check'> };
interface ImportOptions {
  uploader: SessionUser;
  owner: LeadOwner;
  mapping?: ColumnMapping;
}

export async function importLeads(
  deps: ImportDeps,
  file: UploadedFile,
  options: ImportOptions,
): Promise<UploadResult> {
  // From the file's reading on, not from its first write: PGlite's upkeep waits for the whole import, so
  // its ANALYZE never shares the cores with the thread reading the file (500-800 ms then, against 100-200
  // alone, with list pages waiting behind it: server/src/plugins/pglite-upkeep.ts).
  deps.events.emit('importWriting', { writing: true });
  try {
    return await readAndWrite(deps, file, options);
  } finally {
    deps.events.emit('importWriting', { writing: false });
  }
}

async function readAndWrite(
  { db, now: clock, events, sheets }: ImportDeps,
  file: UploadedFile,
  { uploader, owner, mapping }: ImportOptions,
): Promise<UploadResult> {
  const now = clock();
  const parts = sheets.check(file, mapping);
  // A refused file (400) throws here, before anything is written.
  const first = await parts.next();
  if (first.done || (first.value.leads.length === 0 && first.value.skipped.length === 0)) {
    await parts.return(undefined);
    throw badRequest(NO_ROWS);
  }
  const batch = await openBatch(db, now);
  try {
    let inserted = 0;
    const pace = new WritePace(pgliteClientOf(db) !== undefined);
    const skipped: SkippedRow[] = [];
    // Each part is written while the thread checks the next (docs/decisions.md#p91).
    for (let next: IteratorResult<CheckedPart> = first; !next.done; next = await parts.next()) {
      const { leads, skipped: left } = next.value;
      const saved = new Set<string>();
      const refused = new Map<string, string>();
      for (const rows of pace.slices(leads)) {
        const { written, heldMs } = await writePart(db, batch, clock(), (tx) =>
          insertLeads(tx, rows, owner, now, batch),
        );
        pace.wrote(rows.length, heldMs);
        for (const number of written.inserted) saved.add(number);
        for (const [number, reason] of written.refused) refused.set(number, reason);
      }
      inserted += saved.size;
      events.emit('importPartWritten', { rows: saved.size });
      skipped.push(...left, ...skippedAtWrite(leads, refused, saved));
    }
    const result = { inserted, skipped: skipped.sort((a, b) => a.row - b.row) };
    await db.transaction(async (tx) => {
      if (!(await publishBatch(tx, batch)))
        throw new BatchGone(`import ${batch} was removed before it was published`);
      await recordImport(tx, { batch, uploader, owner, file, result, at: now });
      // Published with the import (docs/rules/integrations.md#d15.9), in the uploader's group.
      await recordWebhookEvent(tx, {
        event: 'import.published',
        subjectId: batch,
        groups: [uploader.role === 'admin' ? uploader._id : uploader.adminId],
        at: now,
      });
      // docs/rules/audit.md#d10.1: one entry for the whole file, with its counts, not one per lead; a file that added
      // no lead changed nothing (docs/rules/audit.md#d10.2).
      if (result.inserted > 0)
        await recordAudit(tx, {
          action: 'leads-uploaded',
          actor: uploader,
          at: now,
          target: { kind: 'upload', id: null, label: file.filename },
          after: { source: owner.source, inserted: result.inserted, skipped: result.skipped.length },
          adminId: uploader.role === 'admin' ? uploader._id : uploader.adminId,
        });
    });
    events.emit('bulkWritten', { rows: result.inserted, kind: 'added' });
    return result;
  } catch (error) {
    await discardBatch(db, batch);
    await parts.return(undefined);
    throw error;
  }
}
