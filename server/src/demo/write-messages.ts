/** Writes the planned messages from pickers to creators, each about a lead the picker claimed, in one statement. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { MessagePlan } from './history';
import { column } from './write-leads';

export async function writeMessages(db: Db, messages: MessagePlan[]): Promise<void> {
  if (messages.length === 0) return;
  const m = (pick: (message: MessagePlan) => string | null) => column(messages, pick);
  await db.execute(sql`
    INSERT INTO messages (creator_id, picker_id, rental_id, message, read_at, created_at)
    SELECT creator, picker, rental, message, read::timestamptz, created::timestamptz
    FROM unnest(${m((x) => x.creator.id)}, ${m((x) => x.picker.id)}, ${m((x) => x.lead.id)}, ${m((x) => x.message)},
      ${m((x) => x.readAt?.toISOString() ?? null)}, ${m((x) => x.createdAt.toISOString())})
      AS u(creator, picker, rental, message, read, created)`);
}
