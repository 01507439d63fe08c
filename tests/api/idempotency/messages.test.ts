/**
 * Idempotency keys on messages to a lead's creator (docs/rules/claiming.md#d5.25): PATCH /dataPicker/send-message and
 * POST /rental/{id}/messages, each message stored once per sender and key, another sender's same key
 * its own message, a key with another text refused, and the calls without a key as before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED, leadThreadApi, messagesApi, NOT_YOUR_CREATOR } from '../../../src/contract';
import {
  buildTeam,
  claimedLead,
  type Person,
  startLeadsServer,
  type Team,
  type TestServer,
} from '../support';
import { countOf, keyed, newKey } from './keyed';

let server: TestServer;
let team: Team;
let picker: Person;
let other: Person;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  team = await buildTeam(server, { pickers: 2 });
  [picker, other] = team.pickers as [Person, Person];
});

const send = (who: Person, key: string | undefined, message: string) =>
  keyed(server, messagesApi.send, who, key, { body: { creatorId: team.creator.id, message } });
const reply = (who: Person, key: string | undefined, id: string, message: string) =>
  keyed(server, leadThreadApi.reply, who, key, { values: { id }, body: { message } });
const messagesOn = (id: string) => countOf(server, 'messages', sql`rental_id = ${id}`);

describe('a message to the creator with a key', () => {
  it('sent twice, then twice at once: one message each, replays answered the first answer', async () => {
    const lead = await claimedLead(server, picker.user, team.creator.user);
    const key = newKey();
    const first = await send(picker, key, 'Called, no answer');
    expect(first.status, first.body.message).toBe(200);
    const again = await send(picker, key, 'Called, no answer');
    expect(again.body).toEqual(first.body);
    expect(await messagesOn(lead.id)).toBe(1);
    const both = newKey();
    const [a, b] = await Promise.all([send(picker, both, 'Rang again'), send(picker, both, 'Rang again')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await messagesOn(lead.id)).toBe(2);
  });

  it('another picker’s same key is its own: its refusal, never the first message', async () => {
    await claimedLead(server, picker.user, team.creator.user);
    const key = newKey();
    expect((await send(picker, key, 'Hello')).status).toBe(200);
    const refused = await send(other, key, 'Hello');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_CREATOR);
  });

  it('the same key with another text is refused with 422, storing nothing', async () => {
    const lead = await claimedLead(server, picker.user, team.creator.user);
    const key = newKey();
    expect((await send(picker, key, 'Hello')).status).toBe(200);
    const reused = await send(picker, key, 'Hello again');
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await messagesOn(lead.id)).toBe(1);
  });

  it('without a key each call stores a message, as before', async () => {
    const lead = await claimedLead(server, picker.user, team.creator.user);
    await send(picker, undefined, 'Hello');
    await send(picker, undefined, 'Hello');
    expect(await messagesOn(lead.id)).toBe(2);
  });
});

describe('a reply on the lead’s thread with a key', () => {
  it('sent twice at once: one message, both answered the same', async () => {
    const lead = await claimedLead(server, picker.user, team.creator.user);
    const key = newKey();
    const [a, b] = await Promise.all([
      reply(picker, key, lead.id, 'On my way'),
      reply(picker, key, lead.id, 'On my way'),
    ]);
    expect([a.status, b.status], a.body.message).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await messagesOn(lead.id)).toBe(1);
  });

  it('the creator’s same key is its own message', async () => {
    const lead = await claimedLead(server, picker.user, team.creator.user);
    const key = newKey();
    const mine = await reply(picker, key, lead.id, 'Hello');
    const theirs = await reply(team.creator, key, lead.id, 'Hello');
    expect(theirs.status, theirs.body.message).toBe(200);
    expect(theirs.body.data._id).not.toBe(mine.body.data._id);
    expect(await messagesOn(lead.id)).toBe(2);
  });
});
