/** A lead's conversation, oldest message first (docs/rules/messages.md#d5.20). */
import { sql } from 'drizzle-orm';
import type { LeadThread, Role, ThreadMessage } from '../../../../src/contract';
import { iso, rowsOf } from '../../db/raw-rows';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { threadLead } from './thread-lead';

/** A conversation shows its latest messages; a longer one keeps its older ones stored. */
export const THREAD_MESSAGES = 200;

interface ThreadRow {
  id: string;
  message: string;
  created_at: string;
  sender_id: string;
  sender_name: string;
  sender_role: Role;
}

export const toThreadMessage = (m: ThreadRow): ThreadMessage => ({
  _id: m.id,
  message: m.message,
  createdAt: iso(m.created_at),
  sender: { _id: m.sender_id, name: m.sender_name, role: m.sender_role },
});

const person = (id: string | null, name: string | null) =>
  id === null ? null : { _id: id, name: name ?? '' };

export async function leadThread(deps: Deps<'db'>, caller: Caller, rentalId: string): Promise<LeadThread> {
  const lead = await threadLead(deps, caller, rentalId);
  const rows = await rowsOf<ThreadRow>(
    deps.db,
    sql`SELECT * FROM (
      SELECT m.id, m.message, m.created_at, m.sender_id, s.name AS sender_name, s.role AS sender_role
      FROM messages m JOIN users s ON s.id = m.sender_id
      WHERE m.rental_id = ${lead.id} ORDER BY m.created_at DESC, m.id DESC LIMIT ${THREAD_MESSAGES}) latest
    ORDER BY created_at, id`,
  );
  return {
    rental: { _id: lead.id, number: lead.number, client_name: lead.client_name },
    creator: person(lead.creator_id, lead.creator_name),
    picker: person(lead.picker_id, lead.picker_name),
    messages: rows.map(toThreadMessage),
  };
}
