/**
 * A lead's conversation as its caller may reach it (docs/rules/messages.md#d5.20): its creator, a picker who holds it
 * or wrote on it, and the supervisors whose lists hold it. Anyone else reads it as unknown (404), as a lead out of
 * scope is everywhere (docs/rules/people.md#d4).
 */
import { type SQL, sql } from 'drizzle-orm';
import { RENTAL_NOT_FOUND } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import { isPublished, rentals } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { supervisedLeads } from '../lead-lists/scope';

export interface ThreadLead {
  id: string;
  number: string;
  client_name: string;
  creator_id: string | null;
  creator_name: string | null;
  /** The picker the creator's replies go to: who holds or held the lead, else the last who wrote on it. */
  picker_id: string | null;
  picker_name: string | null;
}

function access(caller: Caller): SQL {
  if (caller.role === 'data-creator') return sql`rentals.creator_id = ${caller._id}`;
  if (caller.role === 'data-picker') {
    return sql`(rentals.fetcher_id = ${caller._id}
      OR EXISTS (SELECT 1 FROM messages m WHERE m.rental_id = rentals.id AND m.picker_id = ${caller._id}))`;
  }
  return supervisedLeads(caller) ?? sql`false`;
}

export async function threadLead({ db }: Deps<'db'>, caller: Caller, rentalId: string): Promise<ThreadLead> {
  const lead = await firstRow<ThreadLead>(
    db,
    sql`SELECT rentals.id, rentals.number, rentals.client_name, rentals.creator_id, c.name AS creator_name,
      p.id AS picker_id, p.name AS picker_name
    FROM rentals
    LEFT JOIN users c ON c.id = rentals.creator_id
    LEFT JOIN users p ON p.id = coalesce(rentals.fetcher_id,
      (SELECT m.picker_id FROM messages m WHERE m.rental_id = rentals.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1))
    WHERE rentals.id = ${rentalId} AND ${isPublished(rentals)} AND ${access(caller)}`,
  );
  if (!lead) throw notFound(RENTAL_NOT_FOUND);
  return lead;
}
