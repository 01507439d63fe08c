/**
 * POST /doNotContact/bulk (docs/rules/do-not-contact.md#d5.13): a .csv/.xlsx of numbers and reasons, read and checked in the
 * upload thread as an import is (docs/rules/uploads.md#d5.7, docs/decisions.md#p70), goes on the do-not-contact list. A refused file
 * (400) writes nothing. The numbers are written 2,000 at a time, each write its own short
 * transaction under the listing's lock, with the leads it ends and its audit entry (docs/rules/audit.md#d10.1): on
 * PGlite's one connection no claim waits long behind a large file, and each number listed is whole
 * on its own, so a file cut short leaves only complete, recorded additions. A row is skipped, with
 * its reason, when it breaks the add form's rules, repeats a number of the file, or is listed already.
 */
import { sql } from 'drizzle-orm';
import {
  ALREADY_ON_DO_NOT_CONTACT,
  type DoNotContactUploadResult,
  NO_ROWS,
  type SkippedNumber,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { badRequest } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import type { SheetReader, UploadedFile } from '../uploads/sheet-reader';
import type { NumberToList } from './check-number-rows';
import { endListedLeads } from './end-listed-leads';
import { announceEnded } from './leads-ended';
import { lockForListing } from './listed';

/**
 * Numbers written a transaction: each write holds PGlite's one connection, and 2,000 take about a
 * tenth of a second (median 79 ms on the shared 2-core machine; 5,000 took twice as long and more).
 */
export const WRITE_NUMBERS = 2_000;

interface Written {
  inserted: Set<string>;
  leadsEnded: number;
}

async function writeNumbers(
  tx: Db,
  rows: NumberToList[],
  adder: SessionUser,
  filename: string,
  now: Date,
): Promise<Written> {
  await lockForListing(tx);
  const added = await rowsOf<{ number: string }>(
    tx,
    sql`INSERT INTO do_not_contact (number, reason, added_by_id, added_at)
      SELECT n, r, ${adder._id}, ${now}
      FROM unnest(${sql.param(rows.map((row) => row.number))}::text[], ${sql.param(rows.map((row) => row.reason))}::text[]) AS u (n, r)
      ON CONFLICT (number) DO NOTHING
      RETURNING number`,
  );
  const inserted = new Set(added.map((row) => row.number));
  const leadsEnded = await endListedLeads(tx, [...inserted], now);
  // A write that listed nothing changed nothing (docs/rules/audit.md#d10.2).
  if (inserted.size > 0)
    await recordAudit(tx, {
      action: 'do-not-contact-uploaded',
      actor: adder,
      at: now,
      target: { kind: 'upload', id: null, label: filename },
      after: { inserted: inserted.size, leadsEnded },
      adminId: groupOf({ id: adder._id, role: adder.role, adminId: adder.adminId }),
    });
  return { inserted, leadsEnded };
}

export async function addNumbersFromFile(
  { db, now: clock, events, sheets }: ServiceDeps & { sheets: Pick<SheetReader, 'checkNumbers'> },
  file: UploadedFile,
  adder: SessionUser,
): Promise<DoNotContactUploadResult> {
  const now = clock();
  let inserted = 0;
  let leadsEnded = 0;
  let rows = 0;
  const skipped: SkippedNumber[] = [];
  try {
    // A refused file (400) throws from the first part, before anything is written.
    for await (const part of sheets.checkNumbers(file)) {
      rows += part.numbers.length + part.skipped.length;
      skipped.push(...part.skipped);
      for (let from = 0; from < part.numbers.length; from += WRITE_NUMBERS) {
        const write = part.numbers.slice(from, from + WRITE_NUMBERS);
        const written = await db.transaction((tx) => writeNumbers(tx, write, adder, file.filename, now));
        inserted += written.inserted.size;
        leadsEnded += written.leadsEnded;
        for (const row of write)
          if (!written.inserted.has(row.number))
            skipped.push({ row: row.row, number: row.read, reason: ALREADY_ON_DO_NOT_CONTACT });
      }
    }
  } finally {
    announceEnded(events, leadsEnded);
  }
  if (rows === 0) throw badRequest(NO_ROWS);
  return { inserted, leadsEnded, skipped: skipped.sort((a, b) => a.row - b.row) };
}
