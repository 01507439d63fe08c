/**
 * Whose data a call is about (docs/rules/client-data.md#d13.1): a phone number as typed, read as leads store it (E.164,
 * docs/decisions.md#p53), or an email matched whole in any case. Exactly one of them.
 */
import { CLIENT_KEY_REQUIRED, ONE_CLIENT_KEY, type PhoneCountry } from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';
import { leadNumber } from '../leads/lead-number';

export type ClientKey = { kind: 'number'; number: string } | { kind: 'email'; email: string };

export function clientKey(input: { number?: string; email?: string }, country: PhoneCountry): ClientKey {
  const typed = input.number ?? '';
  const email = input.email ?? '';
  if (typed !== '' && email !== '')
    throw badRequest(ONE_CLIENT_KEY, [{ path: 'email', message: ONE_CLIENT_KEY }]);
  if (email !== '') return { kind: 'email', email: email.toLowerCase() };
  if (typed === '') throw badRequest(CLIENT_KEY_REQUIRED, [{ path: 'number', message: CLIENT_KEY_REQUIRED }]);
  return { kind: 'number', number: leadNumber(typed, country) };
}
