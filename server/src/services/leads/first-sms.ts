/**
 * The picker's first text to a client (rule D5.10): one of the default templates (rule D12.1) as a
 * fresh install seeds them, filled with the two names and chosen by them.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_TEMPLATES, type FirstSmsInput, fillTemplate } from '../../../../src/contract';

/** The same names always get the same text, so a picker who asks twice sees no surprise. */
export function firstSms({ client_name, ptw_name }: FirstSmsInput): string {
  const digest = createHash('sha256').update(`${client_name}\n${ptw_name}`).digest();
  const { body } = DEFAULT_TEMPLATES[digest.readUInt32BE(0) % DEFAULT_TEMPLATES.length]!;
  return fillTemplate(body, { client_name, picker_name: ptw_name, rent: '', address: '', details: '' });
}
