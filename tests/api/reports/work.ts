/**
 * The reports suites' data set, made through the real API on a standing clock: creators create leads,
 * pickers claim and finish them minutes later, pickers close deals and admins final-close some.
 */
import { expect } from 'vitest';
import { dealsApi, leadsApi, type NumberStatus, type ReportQuery, reportsApi } from '../../../src/contract';
import {
  buildGroup,
  closeDeal,
  distinctPlace,
  type Group,
  manualClock,
  rentalById,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

export type ClockedServer = TestServer & { clock: ReturnType<typeof manualClock> };

/** A server on a standing clock, its super-admin, and two admin groups with no work yet. */
export async function startReportWorld(): Promise<{
  server: ClockedServer;
  root: Staff;
  a: Group;
  b: Group;
}> {
  const clock = manualClock();
  const server = { ...(await startTestServer({ now: clock.now })), clock };
  return {
    server,
    root: await superAdminOf(server),
    a: await buildGroup(server),
    b: await buildGroup(server),
  };
}

const MINUTE = 60_000;

let numbers = 0;
const nextNumber = () => {
  numbers += 1;
  return `+1 (555) 301-${String(numbers).padStart(4, '0')}`;
};

/** A creator's form for a lead with a number no other lead of the file has. */
export async function createLead(server: TestServer, creator: Staff): Promise<string> {
  const answer = await server.call(leadsApi.create, {
    token: tokenOf(server, creator),
    body: {
      facebook_name: 'Maria FB',
      client_name: 'Maria Lopez',
      number: nextNumber(),
      rent: '$700',
      houseApt_details: '2 bedrooms',
      ...distinctPlace(),
    },
  });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data._id;
}

/**
 * `creator` makes a lead, `picker` claims it (the pool holds no other), holds it `minutes` and
 * finishes it as `status`; answers the lead's id.
 */
export async function work(
  server: TestServer & { clock: { advance(ms: number): void } },
  creator: Staff,
  picker: Staff,
  status: NumberStatus,
  minutes: number,
): Promise<string> {
  const id = await createLead(server, creator);
  const claimed = await server.call(leadsApi.claim, { token: tokenOf(server, picker) });
  expect(claimed.status, claimed.body.message).toBe(200);
  server.clock.advance(minutes * MINUTE);
  const finished = await server.call(leadsApi.finish, {
    token: tokenOf(server, picker),
    body: { number_status: status },
  });
  expect(finished.status, finished.body.message).toBe(200);
  return id;
}

/** `picker` closes a deal on the lead it finished; answers the deal's id. */
export async function dealOn(server: TestServer, picker: Staff, leadId: string): Promise<string> {
  const lead = await rentalById(server, leadId);
  const deal = await closeDeal(server, { token: tokenOf(server, picker) }, lead!);
  return deal._id;
}

export async function finalClose(server: TestServer, by: Staff, dealId: string, status: 'done' | 'failed') {
  const answer = await server.call(dealsApi.finalClose, {
    token: tokenOf(server, by),
    values: { id: dealId },
    body: { status },
  });
  expect(answer.status, answer.body.message).toBe(200);
}

export const readReport = (server: TestServer, user: Staff, query: Partial<ReportQuery> = {}) =>
  server.call(reportsApi.report, { token: tokenOf(server, user), query });

/**
 * Two groups' work over three Panama days, 8 to 10 March 2026 (UTC−5):
 * - 8 March, 10:00: A's first creator makes L1 and L2; A's first picker holds L1 4 minutes (valid,
 *   deal, done by A's admin), A's second picker L2 10 minutes (invalid).
 * - 9 March, 23:20: B's first creator makes L4; A's first picker holds it 10 minutes and finishes it at
 *   23:30 Panama, already 10 March in UTC (valid, deal left in process).
 * - 10 March, 00:10: A's second creator makes L5; B's first picker holds it 2 minutes (valid, deal,
 *   failed by the super-admin).
 * - 10 March, 10:00: A's first creator makes L6; A's first picker holds it 7 minutes (valid). Then L7
 *   (A's first creator) and L8 (A's second) stay in the pool.
 */
export async function buildWork(
  server: TestServer & { clock: { set(iso: string): void; advance(ms: number): void } },
  root: Staff,
  a: Group,
  b: Group,
): Promise<void> {
  server.clock.set('2026-03-08T15:00:00.000Z');
  const l1 = await work(server, a.creators[0], a.pickers[0], 'valid', 4);
  await finalClose(server, a.admin, await dealOn(server, a.pickers[0], l1), 'done');
  await work(server, a.creators[0], a.pickers[1], 'invalid', 10);

  server.clock.set('2026-03-10T04:20:00.000Z');
  const l4 = await work(server, b.creators[0], a.pickers[0], 'valid', 10);
  await dealOn(server, a.pickers[0], l4);

  server.clock.set('2026-03-10T05:10:00.000Z');
  const l5 = await work(server, a.creators[1], b.pickers[0], 'valid', 2);
  await finalClose(server, root, await dealOn(server, b.pickers[0], l5), 'failed');

  server.clock.set('2026-03-10T15:00:00.000Z');
  await work(server, a.creators[0], a.pickers[0], 'valid', 7);
  await createLead(server, a.creators[0]);
  await createLead(server, a.creators[1]);
}
