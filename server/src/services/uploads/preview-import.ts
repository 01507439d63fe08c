/**
 * POST /rental/bulk-upload-preview (rule D5.7.1): the file read, mapped and checked as the import would
 * do it, its valid rows' numbers looked up where the import's insert would meet them (the
 * do-not-contact list, the leads), and nothing written. Each part is looked up while the thread
 * checks the next, as the import writes it.
 */
import { sql } from 'drizzle-orm';
import {
  type ColumnMapping,
  DUPLICATE_IN_FILE,
  duplicateOfRow,
  type ImportPreview,
  type ImportSkipReason,
  NO_ROWS,
  PREVIEW_REASON_ROWS,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { badRequest } from '../../lib/http-error';
import type { Deps } from '../deps';
import type { UploadLead } from './check-rows';
import type { SheetPeek } from './sheet-messages';
import type { SheetReader, UploadedFile } from './sheet-reader';
import { skippedAtWrite } from './skipped-at-write';

/** The numbers the import would insert: those neither listed nor already a lead's, published or not. */
async function lookedUp(db: Db, leads: readonly UploadLead[]) {
  if (leads.length === 0) return { listed: new Set<string>(), free: new Set<string>() };
  const numbers = leads.map((lead) => lead.number);
  const rows = await rowsOf<{ number: string; listed: boolean; taken: boolean }>(
    db,
    sql`SELECT u.number,
        EXISTS (SELECT 1 FROM do_not_contact d WHERE d.number = u.number) AS listed,
        EXISTS (SELECT 1 FROM rentals r WHERE r.number = u.number) AS taken
      FROM unnest(${sql.param(numbers)}::text[]) AS u (number)`,
  );
  const listed = new Set<string>();
  const free = new Set<string>();
  for (const row of rows)
    if (row.listed) listed.add(row.number);
    else if (!row.taken) free.add(row.number);
  return { listed, free };
}

/** "Duplicate of row 4 in this file" and "…of row 9…" are one reason in a count. */
const DUPLICATE_OF_ROW = new RegExp(`^${duplicateOfRow(0).replace('0', '\\d+')}$`);
const groupOf = (reason: string) => (DUPLICATE_OF_ROW.test(reason) ? DUPLICATE_IN_FILE : reason);

export async function previewImport(
  { db, sheets }: Deps<'db'> & { sheets: Pick<SheetReader, 'preview'> },
  file: UploadedFile,
  mapping?: ColumnMapping,
): Promise<ImportPreview> {
  let peek: SheetPeek | undefined;
  let insert = 0;
  const reasons = new Map<string, ImportSkipReason>();
  const skip = (row: number, reason: string) => {
    const group = groupOf(reason);
    const counted = reasons.get(group) ?? { reason: group, count: 0, rows: [] };
    counted.count++;
    if (counted.rows.length < PREVIEW_REASON_ROWS) counted.rows.push(row);
    reasons.set(group, counted);
  };
  let rows = 0;
  for await (const part of sheets.preview(file, mapping)) {
    peek ??= part.peek;
    const { listed, free } = await lookedUp(db, part.leads);
    rows += part.leads.length + part.skipped.length;
    const left = [...part.skipped, ...skippedAtWrite(part.leads, listed, free)];
    insert += part.leads.length - (left.length - part.skipped.length);
    for (const { row, reason } of left.sort((a, b) => a.row - b.row)) skip(row, reason);
  }
  if (!peek || rows === 0) throw badRequest(NO_ROWS);
  const skipped = rows - insert;
  return {
    headers: peek.headers,
    mapping: peek.mapping,
    missing: peek.missing,
    rows: peek.rows,
    insert,
    skip: skipped,
    reasons: [...reasons.values()].sort((a, b) => b.count - a.count),
  };
}
