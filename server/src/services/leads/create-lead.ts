/**
 * A creator's new lead (rule P53): the number is stored as E.164 and unique, and the lead records its
 * creator's group. A number on the do-not-contact list is refused (rule D5.13), read under the lead
 * writers' lock so that a number listed at the same moment either sees this lead or is seen by it.
 */
import { sql } from 'drizzle-orm';
import {
  type CreateRentalInput,
  DUPLICATE_NUMBER,
  ON_DO_NOT_CONTACT,
  type PhoneCountry,
  type Rental,
} from '../../../../src/contract';
import { isUniqueViolation } from '../../db/unique-violation';
import type { SessionUser } from '../../lib/caller';
import { conflict, HttpError } from '../../lib/http-error';
import type { Deps } from '../deps';
import { isListed, lockForLeadWrites } from '../do-not-contact/listed';
import { LEAD_COLUMN_LIST, leadValues } from './lead-insert';
import { leadNumber } from './lead-number';
import { RENTAL_COLUMNS, rentalFrom } from './rental-view';

/** Said under the number field, as the duplicate is. */
const listedNumber = () =>
  new HttpError(409, ON_DO_NOT_CONTACT, [{ path: 'number', message: ON_DO_NOT_CONTACT }]);

/** `country` reads a number typed without + and a country code (config PHONE_COUNTRY). */
export async function createLead(
  { db, now: clock }: Deps<'db' | 'now'>,
  creator: SessionUser,
  input: CreateRentalInput,
  country: PhoneCountry,
): Promise<Rental> {
  const now = clock();
  const number = leadNumber(input.number, country);
  try {
    const rental = await db.transaction(async (tx) => {
      await lockForLeadWrites(tx);
      if (await isListed(tx, number)) throw listedNumber();
      return rentalFrom(
        tx,
        sql`WITH r AS (
          INSERT INTO rentals (${LEAD_COLUMN_LIST}, creator_id, creator_admin_id, creator_leader_id, created_at,
            updated_at)
          VALUES (${leadValues({ ...input, number })}, ${creator._id}, ${creator.adminId}, ${creator.teamLeaderId},
            ${now}, ${now})
          RETURNING *)
        SELECT ${RENTAL_COLUMNS} FROM r`,
      );
    });
    return rental!;
  } catch (error) {
    // The unique index decides: two creators saving one number at once both pass any prior lookup.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_NUMBER);
    throw error;
  }
}
