/**
 * Who may see, export and erase a client's data (docs/rules/client-data.md#d13.1): the super-admin alone. Every other role
 * gets 403 on each call, before its input is read, and a signed-out caller 401; a refusal erases
 * nothing and writes no audit entry. Bad input is a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDataApi } from '../../../src/contract';
import { entriesWrittenBy } from '../audit/entries';
import {
  addRental,
  allLeads,
  buildGroup,
  CALLERS,
  type Callers,
  signInCallers,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let callers: Callers;
const NUMBER = '+15075550101';

beforeAll(async () => {
  server = await startTestServer();
  callers = await signInCallers(server, await buildGroup(server));
  await addRental(server, { number: NUMBER, clientName: 'Ana Ruiz', clientEmail: 'ana@example.test' });
});
afterAll(() => server.close());

const token = (who: (typeof CALLERS)[number]) => callers.token[who];

describe('everyone but the super-admin is refused', () => {
  const others = CALLERS.filter((who) => who !== 'super-admin');
  it.each(others)('%s is refused every call and nothing changes', async (who) => {
    const expected = who === 'signed-out' ? 401 : 403;
    const leads = await allLeads(server);
    const written = await entriesWrittenBy(server, async () => {
      // Bad input too: the refusal comes before the input is read.
      expect(
        (await server.call(clientDataApi.find, { token: token(who), query: { number: NUMBER } })).status,
      ).toBe(expected);
      expect((await server.call(clientDataApi.find, { token: token(who), query: {} })).status).toBe(expected);
      const exported = await server.call(clientDataApi.export, {
        token: token(who),
        query: { number: NUMBER, format: 'json' },
      });
      expect(exported.status).toBe(expected);
      const erased = await server.call(clientDataApi.erase, {
        token: token(who),
        body: { number: NUMBER, reason: 'Asked', addToDoNotContact: true },
      });
      expect(erased.status).toBe(expected);
    });
    expect(written).toBe(0);
    expect(await allLeads(server)).toEqual(leads);
  });
});

describe('bad input is a 400 naming the field', () => {
  const find = (query: Record<string, string>) =>
    server.call(clientDataApi.find, { token: token('super-admin'), query });

  it('asks for a number or an email', async () => {
    const none = await find({});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Enter a phone number or an email');
    expect(none.body.errors).toEqual([{ path: 'number', message: 'Enter a phone number or an email' }]);
    expect((await find({ number: '  ', email: '' })).status).toBe(400);
  });

  it('refuses both at once', async () => {
    const both = await find({ number: NUMBER, email: 'ana@example.test' });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Enter a phone number or an email, not both');
  });

  it('refuses a number that is no number and an email that is no email', async () => {
    const number = await find({ number: 'call me' });
    expect(number.status).toBe(400);
    expect(number.body.message).toBe('Please enter a valid phone number');
    const email = await find({ email: 'ana@' });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('Please enter a valid email address');
  });

  it('refuses an export without a known format', async () => {
    const answer = await server.call(clientDataApi.export, {
      token: token('super-admin'),
      query: { number: NUMBER, format: 'csv' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Format is not a valid choice');
  });

  it('refuses an erasure without a reason, or with a reason too long, and erases nothing', async () => {
    const leads = await allLeads(server);
    const erase = (body: object) => server.call(clientDataApi.erase, { token: token('super-admin'), body });
    const written = await entriesWrittenBy(server, async () => {
      const blank = await erase({ number: NUMBER, reason: ' ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Reason is required');
      const long = await erase({ number: NUMBER, reason: 'x'.repeat(201) });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('Maximum 200 characters allowed');
      const flag = await erase({ number: NUMBER, reason: 'Asked', addToDoNotContact: 'yes' });
      expect(flag.status).toBe(400);
    });
    expect(written).toBe(0);
    expect(await allLeads(server)).toEqual(leads);
  });
});

describe('nothing held', () => {
  it('a search answers empty lists and says so', async () => {
    const answer = await server.call(clientDataApi.find, {
      token: token('super-admin'),
      query: { email: 'nobody@example.test' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('No data is held about this client');
    expect(answer.body.data).toEqual({ leads: [], deals: [], messages: [], audit: [] });
  });

  it('an export or an erasure of nobody is a 404 and writes nothing', async () => {
    const written = await entriesWrittenBy(server, async () => {
      const exported = await server.call(clientDataApi.export, {
        token: token('super-admin'),
        query: { number: '+15075559999', format: 'xlsx' },
      });
      expect(exported.status).toBe(404);
      const erased = await server.call(clientDataApi.erase, {
        token: token('super-admin'),
        body: { number: '+15075559999', reason: 'Asked' },
      });
      expect(erased.status).toBe(404);
      expect(erased.body.message).toBe('No data is held about this client');
    });
    expect(written).toBe(0);
  });
});
