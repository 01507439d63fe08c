/**
 * What a picker may see and change of a lead it finds by number (issue 14, docs/decisions.md#p52), as a
 * table: the number search, Make Invalid and Add Only Email × a picker of another group, a picker of
 * the same group who did not fetch the lead, and the fetcher itself × the lead's state (in the pool,
 * held, finished, finished with a deal, bypassed to an admin).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimedBy,
  FINISHED_BY_ANOTHER,
  HAS_DEAL,
  HELD_BY_ANOTHER,
  leadsApi,
  NOT_YOUR_RENTAL,
} from '../../../src/contract';
import {
  buildTeam,
  insertLeads,
  type Person,
  query,
  startLeadsServer,
  type Team,
  type TestServer,
} from '../support';

let server: TestServer;
let A: Team;
let B: Team;
let fetcher: Person;
const callers = {} as Record<Caller, Person>;

type Caller = 'a picker of another group' | 'a picker of the same group' | 'the fetcher';
type State = 'pool' | 'held' | 'finished' | 'finished with a deal' | 'bypassed';
const CALLERS: Caller[] = ['a picker of another group', 'a picker of the same group', 'the fetcher'];
const STATES: State[] = ['pool', 'held', 'finished', 'finished with a deal', 'bypassed'];

beforeAll(async () => {
  server = await startLeadsServer();
  A = await buildTeam(server, { pickers: 2 });
  B = await buildTeam(server);
  fetcher = A.pickers[0]!;
  callers['a picker of another group'] = B.pickers[0]!;
  callers['a picker of the same group'] = A.pickers[1]!;
  callers['the fetcher'] = fetcher;
});
afterAll(() => server.close());

interface Lead {
  id: string;
  number: string;
  /** Every personal value on the lead and its people: none may reach a picker who did not fetch it. */
  personal: string[];
}

/** A deal (in process) on the lead, as its fetcher closed it. */
const dealOn = (id: string) =>
  sql`INSERT INTO closed_rentals (rental_id, number, rent, house_apt_details, address, client_name,
    client_email, payment_method, closing_image, fetcher_id, fetcher_admin_id, fetcher_leader_id, creator_id)
  SELECT id, number, rent, house_apt_details, address, client_name, client_email, 'spike', 'x.png', fetcher_id,
    fetcher_admin_id, fetcher_leader_id, creator_id
  FROM rentals WHERE id = ${id}`;

/** A fresh lead by A's creator in `state`; taken and finished ones are `fetcher`'s (or A's admin's). */
async function leadIn(state: State): Promise<Lead> {
  // A picker holds one lead at a time: the fetcher's earlier held lead is finished first.
  await query(
    server,
    sql`UPDATE rentals SET is_finished = true WHERE fetcher_id = ${fetcher.id} AND NOT is_finished`,
  );
  const [id] = await insertLeads(server, 1, { creator: A.creator });
  const email = `client.${id!.slice(0, 8)}@example.com`;
  if (state !== 'pool') {
    const taker = state === 'bypassed' ? A.admin : fetcher;
    const finished = state !== 'held';
    await query(
      server,
      sql`UPDATE rentals SET is_fetched = true, fetcher_id = ${taker.id},
        fetcher_admin_id = ${taker.user.adminId ?? taker.id}, fetcher_leader_id = ${taker.user.teamLeaderId},
        fetched_at = ${server.clock.now()}, is_finished = ${finished},
        finished_date = ${finished ? server.clock.now() : null}, number_status = ${finished ? 'valid' : null},
        client_email = ${email}
      WHERE id = ${id}`,
    );
  }
  if (state === 'finished with a deal') await query(server, dealOn(id!));
  const [row] = await query<Record<string, string>>(
    server,
    sql`SELECT number, facebook_name, client_name, address, post_link FROM rentals WHERE id = ${id}`,
  );
  const people = [A.creator, fetcher, A.admin].flatMap((p) => [p.user.name, p.user.email]);
  return {
    id: id!,
    number: row!.number!,
    personal: [row!.facebook_name!, row!.client_name!, row!.address!, row!.post_link!, email, ...people],
  };
}

const search = (who: Person, number: string) =>
  server.call(leadsApi.search, { token: who.token(), query: { number } });
const makeInvalid = (who: Person, id: string) =>
  server.call(leadsApi.makeInvalid, { token: who.token(), values: { id } });
const addEmail = (who: Person, id: string) =>
  server.call(leadsApi.addClientEmail, {
    token: who.token(),
    values: { id },
    body: { client_email: 'new.client@example.com' },
  });
const statusOf = async (id: string) =>
  (
    await query<{ number_status: string | null }>(
      server,
      sql`SELECT number_status FROM rentals WHERE id = ${id}`,
    )
  )[0]!.number_status;

/** What a picker who did not fetch the lead is told, by state; the fetcher sees its own lead in full. */
const REFUSAL: Partial<Record<State, [number, string]>> = {
  held: [409, HELD_BY_ANOTHER],
  finished: [403, FINISHED_BY_ANOTHER],
  'finished with a deal': [403, FINISHED_BY_ANOTHER],
  bypassed: [403, FINISHED_BY_ANOTHER],
};

function expectNoPersonalDetails(lead: Lead, body: unknown) {
  const text = JSON.stringify(body);
  for (const value of lead.personal) expect(text, value).not.toContain(value);
}

describe.each(STATES)('a lead %s', (state) => {
  describe.each(CALLERS)('searched by %s', (caller) => {
    it('shows personal details only to the fetcher, a pool lead without them, and refuses the rest', async () => {
      const lead = await leadIn(state);
      const found = await search(callers[caller], lead.number);
      const own = caller === 'the fetcher' && state !== 'pool' && state !== 'bypassed';
      if (own) {
        expect(found.status).toBe(200);
        expect(found.body.data).toMatchObject({
          _id: lead.id,
          client_email: expect.stringContaining('@example.com'),
          fetcherId: fetcher.id,
          creator: { email: A.creator.user.email },
          fetcher: { email: fetcher.user.email },
        });
      } else if (state === 'pool') {
        expect(found.status).toBe(200);
        expect(found.body.data).toMatchObject({
          _id: lead.id,
          number: lead.number,
          number_status: null,
          isFetched: false,
          client_email: null,
          creatorId: null,
          fetcherId: null,
          creator: null,
          fetcher: null,
        });
        expectNoPersonalDetails(lead, found.body);
      } else {
        const [status, message] = REFUSAL[state]!;
        expect(found.status).toBe(status);
        expect(found.body).toEqual({ success: false, message });
        expectNoPersonalDetails(lead, found.body);
      }
    });

    it('lets Make Invalid change only the fetcher’s own lead without a deal, or a pool lead', async () => {
      const lead = await leadIn(state);
      const before = await statusOf(lead.id);
      const marked = await makeInvalid(callers[caller], lead.id);
      const own = caller === 'the fetcher' && state !== 'pool' && state !== 'bypassed';
      if (state === 'pool' || (own && state !== 'finished with a deal')) {
        expect(marked.status).toBe(200);
        expect(marked.body.data).toMatchObject({ _id: lead.id, number_status: 'invalid' });
        if (!own) expectNoPersonalDetails(lead, marked.body);
        expect(await statusOf(lead.id)).toBe('invalid');
        // Idempotent, and still without personal details for a lead the caller did not fetch.
        const again = await makeInvalid(callers[caller], lead.id);
        expect(again.status).toBe(200);
        if (!own) expectNoPersonalDetails(lead, again.body);
        return;
      }
      const [status, message] = own ? [409, HAS_DEAL] : REFUSAL[state]!;
      expect(marked.status).toBe(status);
      expect(marked.body).toEqual({ success: false, message });
      expect(await statusOf(lead.id)).toBe(before);
    });

    it('has the number search of Add Only Email agree with saving the email', async () => {
      const lead = await leadIn(state);
      const found = await search(callers[caller], lead.number);
      // The widget shows the form only for a lead the signed-in picker fetched.
      const formShown = found.status === 200 && claimedBy(found.body.data, callers[caller].id);
      const saved = await addEmail(callers[caller], lead.id);
      expect(saved.status === 200).toBe(formShown);
      const own = caller === 'the fetcher' && state !== 'pool' && state !== 'bypassed';
      expect(formShown).toBe(own);
      if (!own) {
        // Said before the form: a refusal with its reason, or (a pool lead) a lead with no fetcher.
        if (state === 'pool') expect(found.body.data.fetcherId).toBeNull();
        else expect(found.body).toEqual({ success: false, message: REFUSAL[state]![1] });
        expect(saved.status).toBe(403);
        expect(saved.body.message).toBe(NOT_YOUR_RENTAL);
      }
    });
  });
});

it('says why before the form: a held lead someone else has is refused by the search itself', async () => {
  const lead = await leadIn('held');
  const other = callers['a picker of the same group'];
  const found = await search(other, lead.number);
  expect(found.body.message).toBe(HELD_BY_ANOTHER);
  // Once the fetcher finishes it, it stays the fetcher's: the reason changes, the refusal stays.
  await query(
    server,
    sql`UPDATE rentals SET is_finished = true, finished_date = now() WHERE id = ${lead.id}`,
  );
  expect((await search(other, lead.number)).body.message).toBe(FINISHED_BY_ANOTHER);
  expect((await makeInvalid(other, lead.id)).body.message).toBe(FINISHED_BY_ANOTHER);
});

it('never marks invalid a lead whose deal is being closed at the same moment', async () => {
  const lead = await leadIn('finished');
  let answer: ReturnType<typeof makeInvalid> | undefined;
  await server.app.db.transaction(async (tx) => {
    // As closing a deal does: the lead's row locked first, then the deal written.
    await tx.execute(sql`SELECT 1 FROM rentals WHERE id = ${lead.id} FOR UPDATE`);
    await tx.execute(dealOn(lead.id));
    answer = makeInvalid(fetcher, lead.id);
    // Long enough for the request to reach the database and wait on the row (PostgreSQL).
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  const refused = await answer!;
  expect(refused.body).toEqual({ success: false, message: HAS_DEAL });
  expect(refused.status).toBe(409);
  expect(await statusOf(lead.id)).toBe('valid');
});
