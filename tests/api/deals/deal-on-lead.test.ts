/**
 * What closing a deal does to its lead (issue 14): the deal's client email is recorded on the lead in
 * the same transaction, so a client entered only through Deal Closing shows in Client Details; and a
 * lead whose number is invalid takes no deal.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../../server/src/db/schema';
import { closeDeal as closeDealService } from '../../../server/src/services/deals/close-deal';
import { checkDealForm } from '../../../server/src/services/deals/deal-form';
import { databaseImages, type ImageStore } from '../../../server/src/services/deals/image-store';
import { DEAL_ON_INVALID_NUMBER, dealsApi, leadListsApi } from '../../../src/contract';
import {
  buildGroup,
  claimedLead,
  closeDeal,
  dealData,
  type Group,
  PNG,
  postDeal,
  startTestServer,
  storedState,
  type TestServer,
} from '../support';

let server: TestServer;
let group: Group;
beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
});
afterAll(() => server.close());

const leadRow = async (id: string) => {
  const [row] = await server.app.db.select().from(rentals).where(eq(rentals.id, id));
  return row!;
};

/** Client Details as the picker's admin sees it, on today's updates (Panama). */
const clientDetails = async (query: Record<string, string> = {}) => {
  const response = await server.call(leadListsApi.listClients, {
    token: group.admin.token,
    query: { limit: '100', ...query },
  });
  expect(response.status).toBe(200);
  return response.body.data;
};

const panamaToday = () =>
  new Date(server.clock.now().getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('closing a deal records its client email on the lead', () => {
  it('makes a lead without an email show in Client Details, as updated now', async () => {
    const [picker] = group.pickers;
    const lead = await claimedLead(server, picker, group.creator, {
      updatedAt: new Date('2026-01-05T15:00:00Z'),
    });
    expect((await clientDetails()).result.map((r) => r._id)).not.toContain(lead.id);

    const deal = await closeDeal(server, picker, lead, { client_email: 'new.client@example.test' });
    const row = await leadRow(lead.id);
    expect(row.clientEmail).toBe('new.client@example.test');
    expect(row.updatedAt.toISOString()).toBe(deal.createdAt);

    const today = await clientDetails({ startDate: panamaToday() });
    const card = today.result.find((r) => r._id === lead.id);
    expect(card).toMatchObject({ client_email: 'new.client@example.test', number: lead.number });
    // Found by the email, through the lead lists' search.
    const found = await clientDetails({ search: 'new.client@example' });
    expect(found.result.map((r) => r._id)).toEqual([lead.id]);
  });

  it('replaces an email added earlier with the deal’s', async () => {
    const [picker] = group.pickers;
    const lead = await claimedLead(server, picker, undefined, { clientEmail: 'old@example.test' });
    await closeDeal(server, picker, lead, { client_email: 'Deal@Example.test' });
    expect((await leadRow(lead.id)).clientEmail).toBe('Deal@Example.test');
  });

  it('leaves the lead as it was when the deal is refused', async () => {
    const [picker] = group.pickers;
    const lead = await claimedLead(server, picker);
    await closeDeal(server, picker, lead, { client_email: 'first@example.test' });
    const again = await postDeal(server, picker.token, {
      data: dealData(lead, { client_email: 'second@example.test' }),
      image: { bytes: PNG },
    });
    expect(again.status).toBe(409);
    expect((await leadRow(lead.id)).clientEmail).toBe('first@example.test');
  });
});

describe('a lead whose number is invalid takes no deal', () => {
  const search = (token: string, number: string) =>
    server.call(dealsApi.findLead, { values: { number }, token });

  it.each([
    ['finished as an invalid number', { numberStatus: 'invalid' as const }],
    [
      'held and marked invalid by number',
      { numberStatus: 'invalid' as const, isFinished: false, finishedDate: null },
    ],
  ])('refuses a lead %s with 409, storing nothing', async (_, fields) => {
    const picker = group.pickers[1];
    const lead = await claimedLead(server, picker, group.creator, fields);
    const before = await storedState(server);
    const answer = await postDeal(server, picker.token, { data: dealData(lead), image: { bytes: PNG } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, message: DEAL_ON_INVALID_NUMBER });
    expect(await storedState(server)).toEqual(before);
    expect((await leadRow(lead.id)).clientEmail).toBeNull();
    // The search says so, for the widget to show instead of the form.
    const found = await search(picker.token, lead.number);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ _id: lead.id, number_status: 'invalid', closedRental: null });
  });

  it('refuses a lead made invalid after the first check, and takes back the image it wrote', async () => {
    const [picker] = group.pickers;
    const lead = await claimedLead(server, picker);
    const form = await checkDealForm(
      { data: JSON.stringify(dealData(lead)), paymentMethod: undefined, image: PNG },
      server.app.config.phoneCountry,
    );
    // The number is marked invalid after the check, once the image is written: through the deal's own
    // transaction, as on PGlite's one connection another write would wait for that transaction to end.
    const racing: ImageStore = {
      ...databaseImages,
      async save(db, bytes, ext) {
        const name = await databaseImages.save(db, bytes, ext);
        await db.update(rentals).set({ numberStatus: 'invalid' }).where(eq(rentals.id, lead.id));
        return name;
      },
    };
    const before = await storedState(server);
    await expect(
      closeDealService(
        { ...server.app.deps, images: racing },
        { _id: picker.id, name: picker.name, role: 'data-picker', assignFor: null, adminId: picker.adminId },
        form,
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: DEAL_ON_INVALID_NUMBER });
    expect(await storedState(server)).toEqual(before);
    expect((await leadRow(lead.id)).clientEmail).toBeNull();
  });
});
