/**
 * The keys themselves (docs/rules/claiming.md#d5.25): kept a day, then deleted by the hold sweep, after which the
 * same key starts over; a key is stored with its user; a key that is not a UUID is refused; an erasure deletes
 * the answers that quote the client.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteOldKeys } from '../../../server/src/services/idempotency/answer-once';
import { clientDataApi, IDEMPOTENCY_KEY_INVALID, leadsApi, messagesApi } from '../../../src/contract';
import {
  buildTeam,
  claimedLead,
  type Person,
  personOf,
  startLeadsServer,
  superAdminOf,
  type Team,
  type TestServer,
} from '../support';
import { keyed, keysOf, newKey } from './keyed';

let server: TestServer;
let team: Team;
let picker: Person;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  team = await buildTeam(server);
  picker = team.pickers[0]!;
  await claimedLead(server, picker.user, team.creator.user);
});

const DAY = 24 * 3_600_000;
const send = (key: string, message: string) =>
  keyed(server, messagesApi.send, picker, key, { body: { creatorId: team.creator.id, message } });

describe('a key’s day', () => {
  it('is kept for a day, then the sweep deletes it and the key starts over', async () => {
    const key = newKey();
    expect((await send(key, 'Hello')).status).toBe(200);
    server.clock.advance(DAY - 1000);
    await deleteOldKeys(server.app.deps);
    expect(await keysOf(server, picker)).toBe(1);
    expect((await send(key, 'Another text')).status).toBe(422);

    server.clock.advance(1000);
    await deleteOldKeys(server.app.deps);
    expect(await keysOf(server, picker)).toBe(0);
    const anew = await send(key, 'Another text');
    expect(anew.status, anew.body.message).toBe(200);
    expect(anew.body.data.message).toBe('Another text');
  });

  it('a key past its day counts as new even before the sweep', async () => {
    const key = newKey();
    expect((await send(key, 'Hello')).status).toBe(200);
    server.clock.advance(DAY);
    const anew = await send(key, 'Another text');
    expect(anew.status, anew.body.message).toBe(200);
    expect(await keysOf(server, picker)).toBe(1);
  });
});

describe('a key that is not a UUID', () => {
  it.each(['', 'abc', `${newKey()}x`])('%j is refused with 400', async (key) => {
    const refused = await send(key, 'Hello');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(IDEMPOTENCY_KEY_INVALID);
    expect(await keysOf(server, picker)).toBe(0);
  });
});

describe('an erasure', () => {
  it('deletes the kept answers that quote the client, so none outlives its data', async () => {
    const lead = await claimedLead(server, picker.user, team.creator.user, {
      clientEmail: 'erase-me@example.com',
    });
    const email = await keyed(server, leadsApi.addClientEmail, picker, newKey(), {
      values: { id: lead.id },
      body: { client_email: 'erase-me@example.com' },
    });
    expect(email.status, email.body.message).toBe(200);
    expect(await keysOf(server, picker)).toBe(1);
    const root = personOf(server, await superAdminOf(server));
    const erased = await server.call(clientDataApi.erase, {
      token: root.token(),
      body: { email: 'erase-me@example.com', reason: 'Asked' },
    });
    expect(erased.status, erased.body.message).toBe(200);
    expect(await keysOf(server, picker)).toBe(0);
  });
});
