/**
 * A client's data seen, exported and erased (docs/rules/client-data.md#d13.1–D13.3): found by a number as typed or an
 * email in any case; exported as .json and .xlsx; erased in one transaction: personal fields
 * anonymised, images deleted, messages erased, counters and reports unchanged, the old values found
 * by no search, the erasure audited without them, the number optionally put on the do-not-contact list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { messages } from '../../../server/src/db/schema';
import {
  type ClientData,
  clientDataApi,
  dealsApi,
  ERASURE_LISTING_REASON,
  leadListsApi,
  reportsApi,
} from '../../../src/contract';
import { entriesSince, markOf } from '../audit/entries';
import {
  addRental,
  buildGroup,
  type Callers,
  closeDeal,
  createdBy,
  type Group,
  getImage,
  pickedBy,
  query,
  rentalById,
  signInCallers,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let group: Group;
let callers: Callers;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  callers = await signInCallers(server, group);
  root = callers.token['super-admin']!;
});
afterAll(() => server.close());

/** A client with a finished lead, its deal with an image, a message about it and one quoting the number. */
async function aClient(number: string, email: string) {
  const lead = await addRental(server, {
    ...createdBy(group.creator),
    ...pickedBy(group.picker, server.clock.now()),
    number,
    clientName: 'Ana Ruiz',
    facebookName: 'Ana R',
    clientEmail: email,
    address: 'Calle 50, Casa 7',
  });
  const deal = await closeDeal(server, group.picker, lead, { client_email: email });
  const national = number.slice(2);
  await server.app.db.insert(messages).values([
    {
      creatorId: group.creator.id,
      pickerId: group.picker.id,
      senderId: group.picker.id,
      rentalId: lead.id,
      message: 'Client asked for a discount',
    },
    {
      creatorId: group.creator.id,
      pickerId: group.picker.id,
      senderId: group.picker.id,
      message: `Please call ${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
    },
  ]);
  return { lead, deal };
}

const find = (q: { number?: string; email?: string }) =>
  server.call(clientDataApi.find, { token: root, query: q });
const report = async () => (await server.call(reportsApi.report, { token: root, query: {} })).body.data;
const counters = () => query(server, sql`SELECT * FROM report_days ORDER BY side, day, person_id`);

describe('seeing a client', () => {
  it('finds everything by the number as typed, or by the email in any case', async () => {
    const { lead, deal } = await aClient('+15075550201', 'Maria@Example.test');
    for (const q of [
      { number: '(507) 555-0201' },
      { number: '+1 507 555 0201' },
      { email: 'maria@EXAMPLE.test' },
    ]) {
      const answer = await find(q);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Client data retrieved successfully');
      const data = answer.body.data;
      expect(data.leads.map((l) => l._id)).toEqual([lead.id]);
      expect(data.leads[0]!.client_name).toBe('Ana Ruiz');
      expect(data.deals.map((d) => d._id)).toEqual([deal._id]);
      expect(data.deals[0]!.closing_image).toBe(deal.closing_image);
      // By the email too: the lead's number is the client's, and the other message quotes it.
      expect(data.messages).toHaveLength(2);
      expect(data.messages.map((m) => m.message)).toContain('Client asked for a discount');
      // The deal's closing is in the trail: an entry about one of the client's rows.
      expect(data.audit.map((entry) => entry.action)).toContain('deal-closed');
    }
  });

  it('exports it as .json and as .xlsx with one sheet per kind', async () => {
    await aClient('+15075550202', 'luis@example.test');
    const response = await fetch(`${server.baseUrl}/clientData/export?number=5075550202&format=json`, {
      headers: { authorization: root },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="client_data_\d+\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const json = (await response.json()) as ClientData;
    expect(json.leads[0]!.number).toBe('+15075550202');
    expect(json.deals).toHaveLength(1);

    const sheet = await fetch(`${server.baseUrl}/clientData/export?email=LUIS@example.test&format=xlsx`, {
      headers: { authorization: root },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toMatch(/filename="client_data_\d+\.xlsx"$/);
    const book = XLSX.read(new Uint8Array(await sheet.arrayBuffer()));
    expect(book.SheetNames).toEqual(['Leads', 'Deals', 'Messages', 'Audit']);
    const leads = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Leads!);
    expect(leads.map((row) => row.client_email)).toEqual(['luis@example.test']);
  });
});

describe('erasing a client', () => {
  it('anonymises, deletes the image, keeps every count, and audits without the values', async () => {
    const { lead, deal } = await aClient('+15075550301', 'erase.me@example.test');
    expect((await getImage(server, deal, root)).status).toBe(200);
    const [reportBefore, countersBefore] = [await report(), await counters()];
    const mark = await markOf(server);

    const answer = await server.call(clientDataApi.erase, {
      token: root,
      body: { number: '507-555-0301', reason: 'Law 81 request by the client', addToDoNotContact: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("The client's data was erased");
    expect(answer.body.data).toEqual({ leads: 1, deals: 1, images: 1, messages: 2, addedToDoNotContact: 1 });

    const erased = (await rentalById(server, lead.id))!;
    expect(erased).toMatchObject({
      clientName: 'Erased',
      facebookName: 'Erased',
      address: 'Erased',
      number: `erased-${lead.id}`,
      clientEmail: null,
      postLink: '',
      // What the counts read stays.
      creatorId: lead.creatorId,
      fetcherId: lead.fetcherId,
      numberStatus: lead.numberStatus,
      isFinished: true,
    });
    expect(erased.finishedDate).toEqual(lead.finishedDate);
    expect((await getImage(server, deal, root)).status).toBe(404);
    expect(await report()).toEqual(reportBefore);
    expect(await counters()).toEqual(countersBefore);

    // No search finds the old values: not this one, not the lead lists', not the deals'.
    const again = await find({ number: '+15075550301' });
    expect(again.body.data.leads).toEqual([]);
    expect(again.body.data.deals).toEqual([]);
    expect(again.body.data.messages).toEqual([]);
    expect((await find({ email: 'erase.me@example.test' })).body.data.leads).toEqual([]);
    for (const search of ['Ana Ruiz', 'erase.me@example.test', '5550301', 'Casa 7']) {
      const listed = await server.call(leadListsApi.listAllLeads, { token: root, query: { search } });
      expect(listed.status).toBe(200);
      expect(listed.body.data.result.map((row) => row._id)).not.toContain(lead.id);
    }
    // The deals' search matches any word, so only whole values that were the client's.
    for (const search of ['Ruiz', 'erase.me@example.test', '(507) 555-0301']) {
      const deals = await server.call(dealsApi.list, { token: root, query: { search } });
      expect(deals.status).toBe(200);
      expect(deals.body.data.result.map((row) => row._id)).not.toContain(deal._id);
    }
    // The deal list still holds the deal, erased.
    const dealList = await server.call(dealsApi.list, { token: root, query: {} });
    expect(dealList.body.data.result.find((row) => row._id === deal._id)).toMatchObject({
      client_name: 'Erased',
      client_email: '',
      number: `erased-${lead.id}`,
      status: 'in-process',
    });
    const messageTexts = await query<{ message: string }>(
      server,
      sql`SELECT message FROM messages WHERE rental_id = ${lead.id} OR message LIKE '%555-0301%'`,
    );
    expect(messageTexts).toEqual([{ message: 'Erased' }]);

    // The number is on the do-not-contact list, with the erasure's neutral reason and its code.
    const listed = await query<{ reason: string; reason_code: string }>(
      server,
      sql`SELECT reason, reason_code FROM do_not_contact WHERE number = '+15075550301'`,
    );
    expect(listed).toEqual([{ reason: ERASURE_LISTING_REASON, reason_code: 'client-erased' }]);

    const entries = await entriesSince(server, mark);
    expect(entries.map((entry) => entry.action)).toEqual(['do-not-contact-added', 'client-data-erased']);
    const erasure = entries[1]!;
    expect(erasure).toMatchObject({
      actorRole: 'super-admin',
      targetKind: 'client',
      targetId: null,
      targetLabel: 'Client',
      before: null,
      after: {
        reason: 'Law 81 request by the client',
        leads: 1,
        deals: 1,
        images: 1,
        messages: 2,
        addedToDoNotContact: 1,
      },
      adminId: null,
    });
    const text = JSON.stringify(erasure);
    for (const value of ['5550301', 'Ana', 'erase.me', 'Casa']) expect(text).not.toContain(value);
  });

  it('erases by email, leaves the do-not-contact list alone unless asked, and takes a pool lead out of the pool', async () => {
    const pool = await addRental(server, {
      ...createdBy(group.creator),
      number: '+15075550401',
      clientEmail: 'Pool@Example.test',
    });
    const answer = await server.call(clientDataApi.erase, {
      token: root,
      body: { email: 'pool@example.test', reason: 'Asked by email' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ leads: 1, deals: 0, images: 0, addedToDoNotContact: 0 });
    const row = (await rentalById(server, pool.id))!;
    expect(row).toMatchObject({
      number: `erased-${pool.id}`,
      isFetched: true,
      isFinished: false,
      fetcherId: null,
    });
    expect(await query(server, sql`SELECT 1 FROM do_not_contact WHERE number = '+15075550401'`)).toEqual([]);
    // The number is free for a new lead again.
    await expect(addRental(server, { number: '+15075550401' })).resolves.toBeDefined();
  });
});
