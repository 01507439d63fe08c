/**
 * A message on a lead's conversation (docs/rules/messages.md#d5.20): between the lead's creator and its picker, from
 * either or from a supervisor of the lead; stored in one statement, then pushed to both (`leadMessaged`).
 */
import { sql } from 'drizzle-orm';
import {
  type CreatorMessage,
  NO_CREATOR_TO_ANSWER,
  NO_PICKER_YET,
  type ThreadMessage,
  type ThreadReplyInput,
} from '../../../../src/contract';
import { firstRow, iso } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { conflict } from '../../lib/http-error';
import type { ServiceDeps } from '../deps';
import { type ThreadLead, threadLead } from './thread-lead';

export async function replyOnThread(
  deps: ServiceDeps,
  sender: SessionUser,
  rentalId: string,
  input: ThreadReplyInput,
): Promise<ThreadMessage> {
  const lead = await threadLead(deps, sender, rentalId);
  // A picker writes as itself, even on a lead another picker holds now: it reached the lead by its own messages.
  const pickerId = sender.role === 'data-picker' ? sender._id : lead.picker_id;
  if (lead.creator_id === null) throw conflict(NO_CREATOR_TO_ANSWER);
  if (pickerId === null) throw conflict(NO_PICKER_YET);
  const { thread } = await writeOnThread(
    deps,
    sender,
    { ...lead, creator_id: lead.creator_id },
    pickerId,
    input.message,
  );
  return thread;
}

/** Stores a message between `lead`'s creator and `pickerId`, then tells both; the spec's send-message writes here too. */
export async function writeOnThread(
  { db, now, events }: ServiceDeps,
  sender: SessionUser,
  lead: Pick<ThreadLead, 'id' | 'number' | 'client_name'> & { creator_id: string },
  pickerId: string,
  message: string,
): Promise<{ thread: ThreadMessage; bell: CreatorMessage }> {
  const at = now();
  // A picker's message reaches the creator's devices too, queued by the same statement (docs/rules/notifications.md#d16.3).
  const pushed =
    sender.role === 'data-picker'
      ? sql`, pushed AS (
      INSERT INTO push_queue (user_id, kind, rental_id, sender_id, send_after)
      SELECT ${lead.creator_id}, 'message', ${lead.id}, ${sender._id}, ${at} FROM m
      WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = ${lead.creator_id}))`
      : sql``;
  const stored = await firstRow<{ id: string; created_at: string; picker_name: string }>(
    db,
    sql`WITH m AS (
      INSERT INTO messages (creator_id, picker_id, sender_id, rental_id, message, created_at)
      VALUES (${lead.creator_id}, ${pickerId}, ${sender._id}, ${lead.id}, ${message}, ${at})
      RETURNING id, created_at)${pushed}
    SELECT m.id, m.created_at, p.name AS picker_name FROM m, users p WHERE p.id = ${pickerId}`,
  );
  const { id, created_at, picker_name } = stored!;
  const thread: ThreadMessage = {
    _id: id,
    message,
    createdAt: iso(created_at),
    sender: { _id: sender._id, name: sender.name, role: sender.role },
  };
  const bell: CreatorMessage = {
    _id: id,
    message,
    createdAt: thread.createdAt,
    read: false,
    picker: { _id: pickerId, name: picker_name },
    sender: { _id: sender._id, name: sender.name },
    rental: { _id: lead.id, number: lead.number, client_name: lead.client_name },
  };
  events.emit('leadMessaged', {
    partyIds: [lead.creator_id, pickerId],
    senderId: sender._id,
    thread: { rentalId: lead.id, message: thread },
    bell,
  });
  return { thread, bell };
}
