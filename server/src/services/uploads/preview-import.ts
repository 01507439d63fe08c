/**
 * POST /rental/bulk-upload-preview (docs/rules/uploads.md#d5.7.1): the file read, mapped and checked as the import would
 * do it, its valid rows' numbers looked up where the import's insert would meet them (the
 * do-not-contact list, the leads), and nothing but its audit entry written. Each part is looked up
 * while the thread checks the next, as the import writes it.
 */
import { sql } from 'drizzle-orm';
import {
  type ColumnMapping,
  DUPLICATE_IN_FILE,
  DUPLICATE_NUMBER,
  doNotContactApi,
  duplicateOfRow,
  type ImportPreview,
  type ImportSkipReason,
  NO_ROWS,
  NUMBER_SAVED_OR_LISTED,
  ON_DO_NOT_CONTACT,
  PREVIEW_REASON_ROWS,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { badRequest } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import type { UploadLead } from './check-rows';
import { REASONS, rowChecks } from './insert-leads';
import type { SheetPeek } from './sheet-messages';
import type { SheetReader, UploadedFile } from './sheet-reader';
import { skippedAtWrite } from './skipped-at-write';

/**
 * The numbers the import would insert, and those its checks would refuse with the reason, by the
 * checks the insert runs (insert-leads.ts), read without its locks: a preview tells, it does not hold.
 */
async function lookedUp(db: Db, leads: readonly UploadLead[], now: Date) {
  const refused = new Map<string, string>();
  const free = new Set<string>();
  if (leads.length === 0) return { refused, free };
  const column = (pick: (lead: UploadLead) => string) => sql.param(leads.map(pick));
  const rows = await rowsOf<{ number: string; why: keyof typeof REASONS | 'free' }>(
    db,
    sql`WITH u AS (
        SELECT * FROM unnest(${column((l) => l.number)}::text[], ${column((l) => l.postKey)}::text[],
          ${column((l) => l.rent)}::text[], ${column((l) => l.address)}::text[]) AS u (number, post_key, rent, address)),
      ${rowChecks(now)}
      SELECT number, 'listed' AS why FROM listed UNION ALL SELECT number, 'posted' FROM posted
      UNION ALL SELECT number, 'likely' FROM likely
      UNION ALL SELECT number, 'free' FROM fresh
        WHERE number NOT IN (SELECT number FROM posted UNION ALL SELECT number FROM likely)`,
  );
  for (const { number, why } of rows)
    if (why === 'free') free.add(number);
    else refused.set(number, REASONS[why]);
  return { refused, free };
}

/** "Duplicate of row 4 in this file" and "…of row 9…" are one reason in a count. */
const DUPLICATE_OF_ROW = new RegExp(`^${duplicateOfRow(0).replace('0', '\\d+')}$`);
const reasonGroupOf = (reason: string) => (DUPLICATE_OF_ROW.test(reason) ? DUPLICATE_IN_FILE : reason);

/**
 * docs/rules/do-not-contact.md#d5.13: who may not read the list learns no number's place on it from a
 * preview, which looks a whole file up at once: a listed number reads as a saved one does.
 */
const hidesList = (uploader: SessionUser) =>
  !(doNotContactApi.list.roles as readonly string[]).includes(uploader.role);
const LOOKED_UP_TOGETHER = new Set<string>([ON_DO_NOT_CONTACT, DUPLICATE_NUMBER]);

/** docs/rules/audit.md#d10.1: a preview reads the leads and the list, so it is recorded as a look-up. */
async function recordPreview(db: Db, uploader: SessionUser, file: UploadedFile, numbers: number, at: Date) {
  await recordAudit(db, {
    action: 'import-previewed',
    actor: uploader,
    at,
    target: { kind: 'upload', id: null, label: file.filename },
    after: { numbersLookedUp: numbers },
    adminId: groupOf({ id: uploader._id, role: uploader.role, adminId: uploader.adminId }),
  });
}

export async function previewImport(
  { db, now: clock, sheets }: Deps<'db' | 'now'> & { sheets: Pick<SheetReader, 'preview'> },
  uploader: SessionUser,
  file: UploadedFile,
  mapping?: ColumnMapping,
): Promise<ImportPreview> {
  const now = clock();
  let peek: SheetPeek | undefined;
  let insert = 0;
  const reasons = new Map<string, ImportSkipReason>();
  const unsaid = hidesList(uploader);
  const skip = (row: number, reason: string) => {
    const group = unsaid && LOOKED_UP_TOGETHER.has(reason) ? NUMBER_SAVED_OR_LISTED : reasonGroupOf(reason);
    const counted = reasons.get(group) ?? { reason: group, count: 0, rows: [] };
    counted.count++;
    if (counted.rows.length < PREVIEW_REASON_ROWS) counted.rows.push(row);
    reasons.set(group, counted);
  };
  let rows = 0;
  let numbers = 0;
  try {
    for await (const part of sheets.preview(file, mapping)) {
      peek ??= part.peek;
      const { refused, free } = await lookedUp(db, part.leads, now);
      numbers += part.leads.length;
      rows += part.leads.length + part.skipped.length;
      const left = [...part.skipped, ...skippedAtWrite(part.leads, refused, free)];
      insert += part.leads.length - (left.length - part.skipped.length);
      for (const { row, reason } of left.sort((a, b) => a.row - b.row)) skip(row, reason);
    }
  } finally {
    // Recorded once numbers were looked up, even when the file fails part-way after them.
    if (numbers > 0) await recordPreview(db, uploader, file, numbers, now);
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
