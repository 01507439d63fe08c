/**
 * The socket.io Postgres adapter's table (its default name): packets with binary attachments travel
 * through it, and the adapter deletes old rows every 30 s, which fails when the table is missing.
 */
import { bigserial, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../bytea';

export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
