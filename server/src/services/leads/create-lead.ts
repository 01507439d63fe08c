/**
 * A creator's new lead (docs/decisions.md#p53): the number is stored as E.164 and unique, and the lead records its
 * creator's group. A number on the do-not-contact list is refused (docs/rules/do-not-contact.md#d5.13), read under the lead
 * writers' lock so that a number listed at the same moment either sees this lead or is seen by it.
 * Then a post already saved is refused, and a likely duplicate unless the creator confirmed it
 * (docs/rules/leads.md#d5.14), both read under the post's own lock. A lead an API key creates goes
 * through the same checks and records the key, its maker and its group (docs/rules/integrations.md#d15.6).
 */
import { sql } from 'drizzle-orm';
import {
  type CreateLeadBody,
  DUPLICATE_NUMBER,
  LIKELY_DUPLICATE,
  LIKELY_DUPLICATE_CODE,
  ON_DO_NOT_CONTACT,
  type PhoneCountry,
  POST_EXISTS,
  postKey,
  postLanguage,
  type Rental,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import type { SessionUser } from '../../lib/caller';
import { conflict, HttpError } from '../../lib/http-error';
import type { Deps } from '../deps';
import { leadWritesLock, listed } from '../do-not-contact/listed';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { likelyMatches, postKeyLocks, postTaken } from './duplicates';
import { LEAD_COLUMN_LIST, leadValues } from './lead-insert';
import { leadNumber } from './lead-number';
import { RENTAL_COLUMNS, rentalFrom } from './rental-view';

/** Said under the number field, as the duplicate is. */
export const listedNumber = () =>
  new HttpError(409, ON_DO_NOT_CONTACT, [{ path: 'number', message: ON_DO_NOT_CONTACT }]);
/** Said under the post link's field. */
export const postExists = () =>
  new HttpError(409, POST_EXISTS, [{ path: 'post_link', message: POST_EXISTS }]);

/**
 * Who the lead records as its creator: the creator with its admin and leader, or, for a key, the key's
 * maker in the key's group, with no leader, and the key as its source.
 */
const ownerOf = ({ _id, adminId, teamLeaderId, apiKey }: SessionUser) =>
  apiKey
    ? { creatorId: apiKey.createdById, adminId: _id, leaderId: null, keyId: apiKey.id }
    : { creatorId: _id, adminId, leaderId: teamLeaderId, keyId: null };

/** `country` reads a number typed without + and a country code (config PHONE_COUNTRY). */
export async function createLead(
  { db, now: clock }: Deps<'db' | 'now'>,
  creator: SessionUser,
  { confirmDuplicate, language, ...input }: CreateLeadBody,
  country: PhoneCountry,
): Promise<Rental> {
  const now = clock();
  const owner = ownerOf(creator);
  const number = leadNumber(input.number, country);
  const post = postKey(input.post_link);
  try {
    const rental = await db.transaction(async (tx) => {
      // The locks in a statement of their own: a statement reads what was committed when it began, so the
      // checks must begin once the locks are held. Each round trip to the database costs ~0.6 ms.
      await tx.execute(sql`SELECT ${leadWritesLock}, ${postKeyLocks(post)}`);
      const found = await firstRow<{ listed: boolean; saved: boolean; posted: boolean }>(
        tx,
        sql`SELECT ${listed(number)} AS listed, EXISTS (SELECT 1 FROM rentals WHERE number = ${number}) AS saved,
          ${postTaken(post)} AS posted`,
      );
      if (found?.listed) throw listedNumber();
      // A saved number is said before its post: the unique index still decides a race (below).
      if (found?.saved) throw conflict(DUPLICATE_NUMBER);
      if (found?.posted) throw postExists();
      if (!confirmDuplicate) {
        const matches = await likelyMatches(tx, input.rent, input.address, now);
        if (matches.length > 0)
          throw new HttpError(409, LIKELY_DUPLICATE, undefined, undefined, LIKELY_DUPLICATE_CODE, matches);
      }
      const created = await rentalFrom(
        tx,
        sql`WITH r AS (
          INSERT INTO rentals (${LEAD_COLUMN_LIST}, language, post_key, creator_id, creator_admin_id,
            creator_leader_id, source_api_key_id, created_at, updated_at)
          VALUES (${leadValues({ ...input, number })}, ${language ?? postLanguage(input)},
            ${post}, ${owner.creatorId}, ${owner.adminId}, ${owner.leaderId}, ${owner.keyId}, ${now}, ${now})
          RETURNING *)
        SELECT ${RENTAL_COLUMNS} FROM r`,
        'creator',
      );
      // The webhook's outbox row commits with the lead (docs/rules/integrations.md#d15.9).
      await recordWebhookEvent(tx, {
        event: 'lead.created',
        subjectId: created!._id,
        groups: [creator.adminId],
        at: now,
      });
      return created;
    });
    return rental!;
  } catch (error) {
    // The unique index decides: two creators saving one number at once both pass any prior lookup.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_NUMBER);
    throw error;
  }
}
