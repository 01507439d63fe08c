/**
 * Whether a picker worked a lead at some time (docs/rules/claiming.md#d5.24): its last picker, one whose hold was
 * released, or one that called it. Such a picker is told it no longer holds the lead, where anyone else reads it
 * as unknown.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';

export async function heldOnceBy(db: Db, pickerId: string, rentalId: string): Promise<boolean> {
  const row = await firstRow<{ held: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM rentals WHERE id = ${rentalId} AND fetcher_id = ${pickerId})
      OR EXISTS (SELECT 1 FROM lead_releases WHERE rental_id = ${rentalId} AND picker_id = ${pickerId})
      OR EXISTS (SELECT 1 FROM call_log WHERE rental_id = ${rentalId} AND picker_id = ${pickerId}) AS held`,
  );
  return row?.held === true;
}
