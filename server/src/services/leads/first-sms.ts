/**
 * The picker's first text to a client (docs/rules/leads.md#d5.10): one of the default templates (docs/rules/templates.md#d12.1) as a
 * fresh install seeds them, in the lead's language (docs/rules/leads.md#d5.19), filled with the two names and
 * chosen by them; never for a lead whose number is on the do-not-contact list (docs/rules/do-not-contact.md#d5.13).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_TEMPLATES,
  defaultTemplatesIn,
  type FirstSmsInput,
  fillTemplate,
  type Language,
  ON_DO_NOT_CONTACT,
  RENTAL_NOT_FOUND,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import { conflict, notFound } from '../../lib/http-error';
import type { Deps } from '../deps';

/**
 * The same names always get the same text, so a picker who asks twice sees no surprise; a Spanish
 * lead gets the same default in Spanish.
 */
function firstSms({ client_name, ptw_name }: FirstSmsInput, language: Language): string {
  const digest = createHash('sha256').update(`${client_name}\n${ptw_name}`).digest();
  const { body } = defaultTemplatesIn(language)[digest.readUInt32BE(0) % DEFAULT_TEMPLATES.length]!;
  return fillTemplate(body, { client_name, picker_name: ptw_name, rent: '', address: '', details: '' });
}

/**
 * The text for the lead `rentalId` names, or without it the lead the picker holds (a form that sends
 * only the names is for the held lead), in that lead's language whatever the picker's screen speaks;
 * without a lead, in English, a client's default. 409 when that lead's number is on the
 * do-not-contact list.
 */
export async function firstSmsFor(
  { db }: Deps<'db'>,
  pickerId: string,
  input: FirstSmsInput,
): Promise<string> {
  const found = sql`r.language, EXISTS (SELECT 1 FROM do_not_contact d WHERE d.number = r.number) AS listed`;
  const lead = await firstRow<{ language: Language; listed: boolean }>(
    db,
    input.rentalId
      ? sql`SELECT ${found} FROM rentals r WHERE r.id = ${input.rentalId}`
      : sql`SELECT ${found} FROM rentals r WHERE r.fetcher_id = ${pickerId} AND r.is_fetched AND NOT r.is_finished`,
  );
  if (input.rentalId && !lead) throw notFound(RENTAL_NOT_FOUND);
  if (lead?.listed) throw conflict(ON_DO_NOT_CONTACT);
  return firstSms(input, lead?.language ?? DEFAULT_LANGUAGE);
}
