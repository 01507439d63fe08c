/**
 * A lead's calls, newest first (docs/rules/claiming.md#d5.24), for those who read its conversation
 * (docs/rules/messages.md#d5.20): its creator, a picker who holds it or called it, and the supervisors whose All Leads
 * or Picked Leads hold it. Anyone else reads it as unknown (404).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type LeadCalls, RENTAL_NOT_FOUND } from '../../../../src/contract';
import { firstRow, rowsOf } from '../../db/raw-rows';
import { isPublished, rentals } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { supervisedLeads } from '../lead-lists/scope';
import { CALL_COLUMNS, type CallRow, toCallRecord } from './call-record';

/** A lead's history shows its latest calls; a lead called more often keeps the older ones for the reports. */
export const LEAD_CALLS = 200;

function access(caller: Caller): SQL {
  if (caller.role === 'data-creator') return sql`rentals.creator_id = ${caller._id}`;
  if (caller.role === 'data-picker') {
    return sql`(rentals.fetcher_id = ${caller._id}
      OR EXISTS (SELECT 1 FROM call_log c WHERE c.rental_id = rentals.id AND c.picker_id = ${caller._id}))`;
  }
  return supervisedLeads(caller) ?? sql`false`;
}

export async function leadCalls({ db }: Deps<'db'>, caller: Caller, rentalId: string): Promise<LeadCalls> {
  const lead = await firstRow<{ id: string; number: string }>(
    db,
    sql`SELECT rentals.id, rentals.number FROM rentals
      WHERE rentals.id = ${rentalId} AND ${isPublished(rentals)} AND ${access(caller)}`,
  );
  if (!lead) throw notFound(RENTAL_NOT_FOUND);
  const rows = await rowsOf<CallRow>(
    db,
    sql`SELECT ${sql.raw(CALL_COLUMNS)} FROM call_log c JOIN users p ON p.id = c.picker_id
      WHERE c.rental_id = ${lead.id} ORDER BY c.started_at DESC, c.id DESC LIMIT ${LEAD_CALLS}`,
  );
  return { rental: { _id: lead.id, number: lead.number }, calls: rows.map(toCallRecord) };
}
