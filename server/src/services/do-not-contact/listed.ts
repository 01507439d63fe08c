/**
 * Where leads' numbers meet the do-not-contact list (docs/rules/do-not-contact.md#d5.13). Whoever writes leads (a creator's
 * form, an import's part) holds one advisory lock shared; an addition to the list holds it alone. So a
 * lead saved while its number is added either committed first, and the addition sees and ends it, or
 * waited and then sees its number listed: never a listed number left in the pool by the two crossing.
 * A claim never takes the lock, nor reads the list (docs/decisions.md#p29).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** Any fixed number other than the migrations' and the SQL functions' locks. */
const LEAD_NUMBERS_LOCK = 724_051_803;

/** A writer of leads' lock, as a SELECT's expression (a creator's form takes it with its post's locks). */
export const leadWritesLock = sql`pg_advisory_xact_lock_shared(${LEAD_NUMBERS_LOCK})`;

/** Taken by a writer of leads, first in its transaction: the checks after it see every listing committed. */
export async function lockForLeadWrites(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT ${leadWritesLock}`);
}

/** Taken by an addition to the list, first in its transaction: it waits for leads being written. */
export async function lockForListing(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LEAD_NUMBERS_LOCK})`);
}

/** Whether `number` (E.164) is on the list, as a SELECT's expression: one read of its unique index. */
export const listed = (number: string) => sql`EXISTS (SELECT 1 FROM do_not_contact WHERE number = ${number})`;
