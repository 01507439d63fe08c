/**
 * A picker's hold of a fresh lead ended through the real API (docs/rules/claiming.md#d5.5): a verdict, an outcome or a
 * skip, so the counters see what claim_lead, finish_lead and skip_lead write.
 */
import { expect } from 'vitest';
import {
  type CompleteTaskInput,
  leadsApi,
  type NumberStatus,
  type Outcome,
  type SkipInput,
} from '../../../src/contract';
import { addLeads, type NewLead } from './leads';
import type { TestServer } from './server';
import { type Staff, tokenOf } from './staff';

/** How the hold ends: Finish or Invalid Number, an outcome (with its callback time), or a skip. */
export type Ending =
  | NumberStatus
  | Exclude<Outcome, 'callback'>
  | { callbackAt: string; note?: string }
  | { skip: SkipInput['reason']; note?: string };

const bodyOf = (ending: Exclude<Ending, { skip: unknown }>): CompleteTaskInput =>
  ending === 'valid' || ending === 'invalid'
    ? { number_status: ending }
    : typeof ending === 'string'
      ? { outcome: ending }
      : { outcome: 'callback', callbackAt: ending.callbackAt, note: ending.note };

/**
 * Puts a lead made now (with `fields`, such as its creator) in the pool, lets `picker` claim and end its hold as
 * `ending` says; answers the id of the lead it was served, which is another one when a due lead comes
 * first (docs/rules/claiming.md#d5.5) or the pool holds others.
 */
export async function endHold(
  server: TestServer,
  picker: Staff,
  ending: Ending,
  fields: NewLead = {},
): Promise<string> {
  const now = server.clock.now();
  await addLeads(server, [{ createdAt: now, updatedAt: now, ...fields }]);
  const claimed = await server.call(leadsApi.claim, { token: tokenOf(server, picker) });
  expect(claimed.status, claimed.body.message).toBe(200);
  const ended =
    typeof ending === 'object' && 'skip' in ending
      ? await server.call(leadsApi.skip, {
          token: tokenOf(server, picker),
          body: { reason: ending.skip, note: ending.note },
        })
      : await server.call(leadsApi.finish, { token: tokenOf(server, picker), body: bodyOf(ending) });
  expect(ended.status, ended.body.message).toBe(200);
  return claimed.body.data.rental._id;
}
