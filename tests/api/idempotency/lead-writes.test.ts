/**
 * Idempotency keys on the picker's other writes (docs/rules/claiming.md#d5.25): a client's email
 * (PATCH /rental/addClientEmailIntoRental/{id}) and a number made invalid (PATCH /dataPicker/make-invalid/{id}),
 * each done once per picker and key, another picker's same key its own refusal, a key with another
 * body refused, and the calls without a key as before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELD_BY_ANOTHER, IDEMPOTENCY_KEY_REUSED, leadsApi, NOT_YOUR_RENTAL } from '../../../src/contract';
import {
  addRental,
  buildTeam,
  claimedLead,
  heldBy,
  type Person,
  rentalById,
  startLeadsServer,
  type TestServer,
} from '../support';
import { auditCount, countOf, keyed, newKey } from './keyed';

let server: TestServer;
let picker: Person;
let other: Person;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  [picker, other] = (await buildTeam(server, { pickers: 2 })).pickers as [Person, Person];
});

const addEmail = (who: Person, key: string | undefined, id: string, client_email: string) =>
  keyed(server, leadsApi.addClientEmail, who, key, { values: { id }, body: { client_email } });
const makeInvalid = (who: Person, key: string | undefined, id: string) =>
  keyed(server, leadsApi.makeInvalid, who, key, { values: { id } });

describe('a client’s email with a key', () => {
  it('sent twice at once: both answered the same, one change', async () => {
    const lead = await claimedLead(server, picker.user);
    const key = newKey();
    const [a, b] = await Promise.all([
      addEmail(picker, key, lead.id, 'client@example.com'),
      addEmail(picker, key, lead.id, 'client@example.com'),
    ]);
    expect([a.status, b.status], a.body.message).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await rentalById(server, lead.id)).toMatchObject({ clientEmail: 'client@example.com' });
  });

  it('a replay answers the first answer, not the lead as it is now', async () => {
    const lead = await claimedLead(server, picker.user);
    const key = newKey();
    const first = await addEmail(picker, key, lead.id, 'first@example.com');
    expect(first.status).toBe(200);
    expect((await addEmail(picker, undefined, lead.id, 'second@example.com')).status).toBe(200);
    const again = await addEmail(picker, key, lead.id, 'first@example.com');
    expect(again.body).toEqual(first.body);
    // The replay changed nothing: the later email stays.
    expect(await rentalById(server, lead.id)).toMatchObject({ clientEmail: 'second@example.com' });
  });

  it('another picker’s same key on the first picker’s lead gets its own refusal', async () => {
    const lead = await claimedLead(server, picker.user);
    const key = newKey();
    expect((await addEmail(picker, key, lead.id, 'client@example.com')).status).toBe(200);
    const refused = await addEmail(other, key, lead.id, 'client@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_RENTAL);
  });

  it('the same key with another email is refused with 422, changing nothing', async () => {
    const lead = await claimedLead(server, picker.user);
    const key = newKey();
    expect((await addEmail(picker, key, lead.id, 'client@example.com')).status).toBe(200);
    const reused = await addEmail(picker, key, lead.id, 'other@example.com');
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await rentalById(server, lead.id)).toMatchObject({ clientEmail: 'client@example.com' });
  });

  it('without a key each call changes the email, as before', async () => {
    const lead = await claimedLead(server, picker.user);
    expect((await addEmail(picker, undefined, lead.id, 'a@example.com')).status).toBe(200);
    expect((await addEmail(picker, undefined, lead.id, 'b@example.com')).status).toBe(200);
    expect(await rentalById(server, lead.id)).toMatchObject({ clientEmail: 'b@example.com' });
  });
});

describe('a number made invalid with a key', () => {
  it('sent twice at once: one change, one audit entry, both answered the same', async () => {
    const lead = await addRental(server, heldBy(picker.user, server.clock.now()));
    const key = newKey();
    const [a, b] = await Promise.all([makeInvalid(picker, key, lead.id), makeInvalid(picker, key, lead.id)]);
    expect([a.status, b.status], a.body.message).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await auditCount(server, lead.id, 'lead-made-invalid')).toBe(1);
  });

  it('another picker’s same key on a lead the first one holds gets its own refusal', async () => {
    const unclaimed = await addRental(server);
    const held = await addRental(server, heldBy(picker.user, server.clock.now()));
    const key = newKey();
    expect((await makeInvalid(picker, key, unclaimed.id)).status).toBe(200);
    const refused = await makeInvalid(other, key, held.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(HELD_BY_ANOTHER);
    expect(await rentalById(server, held.id)).toMatchObject({ numberStatus: null });
  });

  it('the same key on another lead is refused with 422', async () => {
    const first = await addRental(server);
    const second = await addRental(server);
    const key = newKey();
    expect((await makeInvalid(picker, key, first.id)).status).toBe(200);
    const reused = await makeInvalid(picker, key, second.id);
    expect(reused.status).toBe(422);
    expect(await countOf(server, 'rentals', sql`id = ${second.id} AND number_status = 'invalid'`)).toBe(0);
  });
});
