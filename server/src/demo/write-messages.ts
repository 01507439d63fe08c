/** Writes the planned messages from pickers to creators, each about a lead the picker claimed, and when each creator last opened the bell. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { BellPlan, MessagePlan } from './history';
import { column } from './write-leads';

export async function writeMessages(db: Db, messages: MessagePlan[], bells: BellPlan[]): Promise<void> {
  if (messages.length === 0) return;
  const m = (pick: (message: MessagePlan) => string | null) => column(messages, pick);
  await db.execute(sql`
    INSERT INTO messages (creator_id, picker_id, sender_id, rental_id, message, created_at)
    SELECT creator, picker, picker, rental, message, created::timestamptz
    FROM unnest(${m((x) => x.creator.id)}, ${m((x) => x.picker.id)}, ${m((x) => x.lead.id)}, ${m((x) => x.message)},
      ${m((x) => x.createdAt.toISOString())})
      AS u(creator, picker, rental, message, created)`);
  if (bells.length === 0) return;
  const b = (pick: (bell: BellPlan) => string) => column(bells, pick);
  await db.execute(sql`
    UPDATE users SET messages_seen_at = u.opened::timestamptz
    FROM unnest(${b((x) => x.creator.id)}, ${b((x) => x.openedAt.toISOString())}) AS u(creator, opened)
    WHERE users.id = u.creator`);
}
