/** The picker's first text to a client (rule D5): one of a few friendly templates, chosen by the names. */
import { createHash } from 'node:crypto';
import type { FirstSmsInput } from '../../../../src/contract';

type Template = (client: string, picker: string) => string;

const TEMPLATES: Template[] = [
  (c, p) => `Hi ${c}, this is ${p}. I saw your rental listing and I'm interested. Is it still available?`,
  (c, p) => `Hello ${c}! My name is ${p}. I came across your place for rent. Could we talk about it?`,
  (c, p) => `Hi ${c}, ${p} here. Is your rental still available? I'd love to hear more about it.`,
  (c, p) => `Good day ${c}! I'm ${p} and your rental caught my eye. When would be a good time to chat?`,
];

/** The same names always get the same text, so a picker who asks twice sees no surprise. */
export function firstSms({ client_name, ptw_name }: FirstSmsInput): string {
  const digest = createHash('sha256').update(`${client_name}\n${ptw_name}`).digest();
  return TEMPLATES[digest.readUInt32BE(0) % TEMPLATES.length]!(client_name, ptw_name);
}
