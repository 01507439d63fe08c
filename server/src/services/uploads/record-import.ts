/**
 * An import entered in the history (docs/rules/uploads.md#d5.7.2) in the transaction that publishes it: who, when, which
 * file, what it inserted and skipped, and its batch, so its leads are known for a Revert.
 */
import { sql } from 'drizzle-orm';
import type { UploadResult } from '../../../../src/contract';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../lib/caller';
import type { LeadOwner } from './insert-leads';
import type { UploadedFile } from './sheet-reader';

/** A file's name as the history keeps it: what any file system allows. */
const FILE_NAME_MAX = 255;

export interface ImportRecord {
  batch: string;
  uploader: SessionUser;
  owner: LeadOwner;
  file: UploadedFile;
  result: UploadResult;
  at: Date;
}

export async function recordImport(tx: Db, { batch, uploader, owner, file, result, at }: ImportRecord) {
  await tx.execute(
    sql`INSERT INTO lead_imports (id, uploader_id, source, file_name, inserted, skipped, created_at)
      VALUES (${batch}, ${uploader._id}, ${owner.source}, ${file.filename.slice(0, FILE_NAME_MAX)}, ${result.inserted},
        ${result.skipped.length}, ${at})`,
  );
}
