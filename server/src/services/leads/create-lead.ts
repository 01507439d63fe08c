/** A creator's new lead (rule P53): the number is stored as E.164 and unique, and the lead records its creator's group. */
import { sql } from 'drizzle-orm';
import {
  type CreateRentalInput,
  DUPLICATE_NUMBER,
  type PhoneCountry,
  type Rental,
} from '../../../../src/contract';
import { isUniqueViolation } from '../../db/unique-violation';
import type { SessionUser } from '../../lib/caller';
import { conflict } from '../../lib/http-error';
import type { Deps } from '../deps';
import { LEAD_COLUMN_LIST, leadValues } from './lead-insert';
import { leadNumber } from './lead-number';
import { RENTAL_COLUMNS, rentalFrom } from './rental-view';

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
    const rental = await rentalFrom(
      db,
      sql`WITH r AS (
        INSERT INTO rentals (${LEAD_COLUMN_LIST}, creator_id, creator_admin_id, creator_leader_id, created_at,
          updated_at)
        VALUES (${leadValues({ ...input, number })}, ${creator._id}, ${creator.adminId}, ${creator.teamLeaderId},
          ${now}, ${now})
        RETURNING *)
      SELECT ${RENTAL_COLUMNS} FROM r`,
    );
    return rental!;
  } catch (error) {
    // The unique index decides: two creators saving one number at once both pass any prior lookup.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_NUMBER);
    throw error;
  }
}
