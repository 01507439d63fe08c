/** A creator's messages from pickers: the latest ones with the unread count, and marking them all read (docs/rules/messages.md). */
import { sql } from 'drizzle-orm';
import type { CreatorMessage, CreatorMessages } from '../../../../src/contract';
import { firstRow, iso, rowsOf } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';
import type { Deps } from '../deps';

/** The bell shows the latest messages; older ones stay stored. */
export const LATEST_MESSAGES = 50;

interface MessageRow {
  id: string;
  message: string;
  created_at: string;
  read: boolean;
  picker_id: string;
  picker_name: string;
  rental_id: string | null;
  number: string | null;
  client_name: string | null;
}

const toMessage = (m: MessageRow): CreatorMessage => ({
  _id: m.id,
  message: m.message,
  createdAt: iso(m.created_at),
  read: m.read,
  picker: { _id: m.picker_id, name: m.picker_name },
  rental: m.rental_id === null ? null : { _id: m.rental_id, number: m.number!, client_name: m.client_name! },
});

export async function creatorMessages(
  { db }: Deps<'db'>,
  creator: SessionUser,
  email: string,
): Promise<CreatorMessages> {
  if (email.trim().toLowerCase() !== creator.email.toLowerCase()) throw forbidden();
  const rows = await rowsOf<MessageRow>(
    db,
    sql`SELECT m.id, m.message, m.created_at, m.read_at IS NOT NULL AS read, m.picker_id, p.name AS picker_name,
      m.rental_id, r.number, r.client_name
    FROM messages m JOIN users p ON p.id = m.picker_id LEFT JOIN rentals r ON r.id = m.rental_id
    WHERE m.creator_id = ${creator._id} ORDER BY m.created_at DESC, m.id DESC LIMIT ${LATEST_MESSAGES}`,
  );
  const unread = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM messages WHERE creator_id = ${creator._id} AND read_at IS NULL`,
  );
  return { _id: creator._id, messages: rows.map(toMessage), unread: unread!.n };
}

export async function markMessagesRead(
  { db, now }: Deps<'db' | 'now'>,
  creatorId: string,
): Promise<{ unread: 0 }> {
  await db.execute(
    sql`UPDATE messages SET read_at = ${now()} WHERE creator_id = ${creatorId} AND read_at IS NULL`,
  );
  return { unread: 0 };
}
