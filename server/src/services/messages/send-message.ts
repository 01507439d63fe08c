/**
 * A picker's message to a lead's creator (docs/rules/leads.md#d5): allowed only to the creator of a lead the
 * picker holds or held; stored, then pushed to the creator live (`creatorMessaged`).
 */
import { sql } from 'drizzle-orm';
import { type CreatorMessage, NOT_YOUR_CREATOR, type SendMessageInput } from '../../../../src/contract';
import { firstRow, iso } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';
import type { ServiceDeps } from '../deps';

interface SentRow {
  id: string;
  created_at: string;
  rental_id: string;
  number: string;
  client_name: string;
}

export async function sendMessage(
  { db, now: clock, events }: ServiceDeps,
  picker: SessionUser,
  input: SendMessageInput,
): Promise<CreatorMessage> {
  const now = clock();
  // The message is about the lead held now, else the one claimed last, from that creator.
  const sent = await firstRow<SentRow>(
    db,
    sql`WITH lead AS (
      SELECT id, number, client_name FROM rentals
      WHERE fetcher_id = ${picker._id} AND creator_id = ${input.creatorId}
      ORDER BY is_finished, fetched_at DESC LIMIT 1),
    m AS (
      INSERT INTO messages (creator_id, picker_id, rental_id, message, created_at)
      SELECT ${input.creatorId}, ${picker._id}, lead.id, ${input.message}, ${now} FROM lead
      RETURNING id, created_at)
    SELECT m.id, m.created_at, lead.id AS rental_id, lead.number, lead.client_name FROM m, lead`,
  );
  if (!sent) throw forbidden(NOT_YOUR_CREATOR);
  const message: CreatorMessage = {
    _id: sent.id,
    message: input.message,
    createdAt: iso(sent.created_at),
    read: false,
    picker: { _id: picker._id, name: picker.name },
    rental: { _id: sent.rental_id, number: sent.number, client_name: sent.client_name },
  };
  // One statement: stored once it answered.
  events.emit('creatorMessaged', { creatorId: input.creatorId, message });
  return message;
}
