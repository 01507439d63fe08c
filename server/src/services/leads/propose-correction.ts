/**
 * A picker's proposed correction of the lead it holds or held (docs/rules/leads.md#d5.21): the fields that differ, kept
 * for the lead's creator to accept or decline. Its checks against other leads run when it is accepted,
 * as the creator's correction; a new proposal replaces the picker's own pending one on the lead.
 */
import { sql } from 'drizzle-orm';
import {
  type CreateRentalInput,
  NOTHING_TO_CORRECT,
  type PhoneCountry,
  RENTAL_NOT_FOUND,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import { published } from '../../db/schema';
import type { SessionUser } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { changedFields, lockLead } from './apply-correction';
import { leadNumber } from './lead-number';

export async function proposeCorrection(
  { db, now: clock }: Deps<'db' | 'now'>,
  picker: SessionUser,
  leadId: string,
  input: CreateRentalInput,
  country: PhoneCountry,
): Promise<{ _id: string }> {
  const now = clock();
  const fields = { ...input, number: leadNumber(input.number, country) };
  return db.transaction(async (tx) => {
    // Its own lead only: another lead reads as unknown, as a picker's search of it would not tell its fields.
    const lead = await lockLead(
      tx,
      sql`id = ${leadId} AND fetcher_id = ${picker._id} AND ${published(sql`import_id`)}`,
    );
    if (!lead) throw notFound(RENTAL_NOT_FOUND);
    const changed = changedFields(lead.values, fields);
    if (changed.length === 0) throw badRequest(NOTHING_TO_CORRECT);
    const changes = Object.fromEntries(changed.map((name) => [name, fields[name] || null]));
    await tx.execute(
      sql`DELETE FROM lead_corrections WHERE rental_id = ${lead.id} AND proposer_id = ${picker._id}
        AND status = 'pending'`,
    );
    const row = await firstRow<{ id: string }>(
      tx,
      sql`INSERT INTO lead_corrections (rental_id, proposer_id, changes, created_at)
        VALUES (${lead.id}, ${picker._id}, ${JSON.stringify(changes)}::jsonb, ${now}) RETURNING id`,
    );
    return { _id: row!.id };
  });
}
