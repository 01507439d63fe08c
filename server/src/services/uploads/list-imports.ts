/**
 * GET /rental/imports (docs/rules/uploads.md#d5.7.2): the import history newest first, a page at a time as every list
 * answers (docs/rules/auth.md#d3.4), within the caller's scope (import-scope.ts); people by their current name.
 */
import { sql } from 'drizzle-orm';
import { type ImportListQuery, type LeadImport, type ListResult, pageOf } from '../../../../src/contract';
import { firstRow, iso, rowsOf } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import type { Deps } from '../deps';
import { importsOf } from './import-scope';

interface ImportRecord {
  id: string;
  uploader_id: string;
  uploader_name: string;
  created_at: string | Date;
  file_name: string;
  source: LeadImport['source'];
  inserted: number;
  skipped: number;
  reverted_at: string | Date | null;
  reverted_by_id: string | null;
  reverted_by_name: string | null;
  removed: number | null;
  kept: number | null;
}

const toImport = (row: ImportRecord): LeadImport => ({
  _id: row.id,
  uploadedBy: { _id: row.uploader_id, name: row.uploader_name },
  uploadedAt: iso(row.created_at),
  fileName: row.file_name,
  source: row.source,
  inserted: row.inserted,
  skipped: row.skipped,
  reverted:
    row.reverted_at === null
      ? null
      : {
          at: iso(row.reverted_at),
          by: { _id: row.reverted_by_id ?? '', name: row.reverted_by_name ?? '' },
          removed: row.removed ?? 0,
          kept: row.kept ?? 0,
        },
});

export async function listImports(
  { db }: Deps<'db'>,
  user: SessionUser,
  query: ImportListQuery,
): Promise<ListResult<LeadImport>> {
  const { page, limit } = pageOf(query);
  const where = importsOf(user);
  const counted = await firstRow<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM lead_imports i WHERE ${where}`,
  );
  const total = counted?.total ?? 0;
  const rows = await rowsOf<ImportRecord>(
    db,
    sql`SELECT i.id, i.uploader_id, u.name AS uploader_name, i.created_at, i.file_name, i.source,
        i.inserted, i.skipped, i.reverted_at, i.reverted_by_id, r.name AS reverted_by_name, i.removed, i.kept
      FROM lead_imports i JOIN users u ON u.id = i.uploader_id LEFT JOIN users r ON r.id = i.reverted_by_id
      WHERE ${where} ORDER BY i.created_at DESC, i.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return { result: rows.map(toImport), countInfo: { total, totalPage: Math.ceil(total / limit) } };
}
