/**
 * The bell's messages (docs/rules/messages.md#d5.20): what others wrote on the conversations of the caller's leads, a
 * creator's or a picker's, the latest first with the unread count; opening the bell reads them all.
 */
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
  sender_id: string;
  sender_name: string;
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
  sender: { _id: m.sender_id, name: m.sender_name },
  rental: m.rental_id === null ? null : { _id: m.rental_id, number: m.number!, client_name: m.client_name! },
});

type Side = 'creator_id' | 'picker_id';

/**
 * The latest messages to `userId` as one side of its conversations, read in that side's index order (a creator's and
 * a picker's messages are never the same rows).
 */
const latestTo = (userId: string, side: Side) =>
  sql`(SELECT * FROM messages WHERE ${sql.identifier(side)} = ${userId} AND sender_id <> ${userId}
    ORDER BY created_at DESC, id DESC LIMIT ${LATEST_MESSAGES})`;

const seenBy = (userId: string) =>
  sql`(SELECT coalesce(messages_seen_at, '-infinity') FROM users WHERE id = ${userId})`;

const unreadTo = (userId: string, side: Side) =>
  sql`(SELECT count(*) FROM messages WHERE ${sql.identifier(side)} = ${userId} AND sender_id <> ${userId}
    AND created_at > ${seenBy(userId)})`;

export async function creatorMessages(
  { db }: Deps<'db'>,
  user: SessionUser,
  email: string,
): Promise<CreatorMessages> {
  if (email.trim().toLowerCase() !== user.email.toLowerCase()) throw forbidden();
  const rows = await rowsOf<MessageRow>(
    db,
    sql`SELECT m.id, m.message, m.created_at, m.created_at <= ${seenBy(user._id)} AS read,
      m.picker_id, p.name AS picker_name, m.sender_id, s.name AS sender_name, m.rental_id, r.number, r.client_name
    FROM (${latestTo(user._id, 'creator_id')} UNION ALL ${latestTo(user._id, 'picker_id')}) m
    JOIN users p ON p.id = m.picker_id JOIN users s ON s.id = m.sender_id LEFT JOIN rentals r ON r.id = m.rental_id
    ORDER BY m.created_at DESC, m.id DESC LIMIT ${LATEST_MESSAGES}`,
  );
  const unread = await firstRow<{ n: number }>(
    db,
    sql`SELECT (${unreadTo(user._id, 'creator_id')} + ${unreadTo(user._id, 'picker_id')})::int AS n`,
  );
  return { _id: user._id, messages: rows.map(toMessage), unread: unread!.n };
}

export async function markMessagesRead(
  { db, now }: Deps<'db' | 'now'>,
  userId: string,
): Promise<{ unread: 0 }> {
  await db.execute(sql`UPDATE users SET messages_seen_at = ${now()} WHERE id = ${userId}`);
  return { unread: 0 };
}
