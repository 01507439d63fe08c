/**
 * The picker's first text to a client (rule D5.10): one of a few friendly templates, chosen by the
 * names; never for a lead whose number is on the do-not-contact list (rule D5.13).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type FirstSmsInput, ON_DO_NOT_CONTACT, RENTAL_NOT_FOUND } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import { conflict, notFound } from '../../lib/http-error';
import type { Deps } from '../deps';

type Template = (client: string, picker: string) => string;

const TEMPLATES: Template[] = [
  (c, p) => `Hi ${c}, this is ${p}. I saw your rental listing and I'm interested. Is it still available?`,
  (c, p) => `Hello ${c}! My name is ${p}. I came across your place for rent. Could we talk about it?`,
  (c, p) => `Hi ${c}, ${p} here. Is your rental still available? I'd love to hear more about it.`,
  (c, p) => `Good day ${c}! I'm ${p} and your rental caught my eye. When would be a good time to chat?`,
];

/** The same names always get the same text, so a picker who asks twice sees no surprise. */
function firstSms({ client_name, ptw_name }: FirstSmsInput): string {
  const digest = createHash('sha256').update(`${client_name}\n${ptw_name}`).digest();
  return TEMPLATES[digest.readUInt32BE(0) % TEMPLATES.length]!(client_name, ptw_name);
}

/**
 * The text for the lead `rentalId` names, or without it the lead the picker holds (a form that sends
 * only the names is for the held lead); 409 when that lead's number is on the do-not-contact list.
 */
export async function firstSmsFor(
  { db }: Deps<'db'>,
  pickerId: string,
  input: FirstSmsInput,
): Promise<string> {
  const listed = sql`EXISTS (SELECT 1 FROM do_not_contact d WHERE d.number = r.number) AS listed`;
  const lead = await firstRow<{ listed: boolean }>(
    db,
    input.rentalId
      ? sql`SELECT ${listed} FROM rentals r WHERE r.id = ${input.rentalId}`
      : sql`SELECT ${listed} FROM rentals r WHERE r.fetcher_id = ${pickerId} AND r.is_fetched AND NOT r.is_finished`,
  );
  if (input.rentalId && !lead) throw notFound(RENTAL_NOT_FOUND);
  if (lead?.listed) throw conflict(ON_DO_NOT_CONTACT);
  return firstSms(input);
}
