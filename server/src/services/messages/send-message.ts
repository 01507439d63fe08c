/**
 * A picker's message to a lead's creator (docs/rules/leads.md#d5, docs/rules/messages.md#d5.11): allowed only to the
 * creator of a lead the picker holds or held, and written on that lead's conversation (docs/rules/messages.md#d5.20).
 */
import { sql } from 'drizzle-orm';
import { type CreatorMessage, NOT_YOUR_CREATOR, type SendMessageInput } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';
import type { ServiceDeps } from '../deps';
import { writeOnThread } from './reply-on-thread';

export async function sendMessage(
  deps: ServiceDeps,
  picker: SessionUser,
  input: SendMessageInput,
): Promise<CreatorMessage> {
  // The message is about the lead held now, else the one claimed last, from that creator.
  const lead = await firstRow<{ id: string; number: string; client_name: string }>(
    deps.db,
    sql`SELECT id, number, client_name FROM rentals
    WHERE fetcher_id = ${picker._id} AND creator_id = ${input.creatorId}
    ORDER BY is_finished, fetched_at DESC LIMIT 1`,
  );
  if (!lead) throw forbidden(NOT_YOUR_CREATOR);
  const { bell } = await writeOnThread(
    deps,
    picker,
    { ...lead, creator_id: input.creatorId },
    picker._id,
    input.message,
  );
  return bell;
}
