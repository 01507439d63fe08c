import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedRentals, dealImages } from '../../../server/src/db/schema';
import { type ClosedRental, dealsApi } from '../../../src/contract';
import {
  buildGroup,
  claimedLead,
  closeDeal,
  type Group,
  getImage,
  PNG,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';

let server: TestServer;
let group: Group;
let otherGroup: Group;
let deal: ClosedRental;
beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  otherGroup = await buildGroup(server);
  const [picker] = group.pickers;
  deal = await closeDeal(server, picker, await claimedLead(server, picker, group.creator));
});
afterAll(() => server.close());

describe('GET /closedRental/image/{id}', () => {
  it('serves the closing picker, its admin, a rental-picker leader of the group and the super-admin', async () => {
    const callers = [group.pickers[0], group.admin, group.pickerLeader, await superAdminOf(server)];
    for (const caller of callers) {
      const image = await getImage(server, deal, caller.token);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('private');
      expect(image.bytes).toEqual(PNG);
    }
  });

  it('refuses the lead’s creator and a rental-creator leader (403)', async () => {
    for (const caller of [group.creator, group.creatorLeader]) {
      expect((await getImage(server, deal, caller.token)).status).toBe(403);
    }
  });

  // A picker sees its own deals only (docs/rules/people.md#d4: "own"), so a group-mate's proof is not in scope.
  it('answers 404 to another picker of the group and to every caller of another group', async () => {
    for (const caller of [
      group.pickers[1],
      otherGroup.admin,
      otherGroup.pickerLeader,
      otherGroup.pickers[0],
    ]) {
      const image = await getImage(server, deal, caller.token);
      expect(image.status).toBe(404);
      expect(JSON.parse(new TextDecoder().decode(image.bytes)).message).toBe('Closed rental not found');
    }
  });

  it('answers 401 signed out, and 404 for an unknown id', async () => {
    expect((await getImage(server, deal)).status).toBe(401);
    const unknown = { ...deal, closing_image: '/api/v1/closedRental/image/no-such-deal' };
    expect((await getImage(server, unknown, group.admin.token)).status).toBe(404);
  });

  it('answers 404, not 500, when the image has gone from the database', async () => {
    const [picker] = group.pickers;
    const gone = await closeDeal(server, picker, await claimedLead(server, picker));
    const [row] = await server.app.db.select().from(closedRentals).where(eq(closedRentals.id, gone._id));
    await server.app.db.delete(dealImages).where(eq(dealImages.name, row!.closingImage));
    const image = await getImage(server, gone, picker.token);
    expect(image.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(image.bytes)).message).toBe('Image not found');
  });
});

describe('closing_image in the deals answers', () => {
  const listed = async (token: string) => (await server.call(dealsApi.list, { token })).body.data.result;

  it('is the image address under the API prefix, fetched as it stands with the token', async () => {
    expect(deal.closing_image).toBe(`/api/v1/closedRental/image/${deal._id}`);
    const root = await superAdminOf(server);
    expect((await listed(root.token)).find((d) => d._id === deal._id)?.closing_image).toBe(
      deal.closing_image,
    );
    const image = await fetch(new URL(deal.closing_image, server.baseUrl), {
      headers: { authorization: root.token },
    });
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('is absolute, on PUBLIC_URL, when one is set', async () => {
    const root = await superAdminOf(server);
    const origin = new URL(server.baseUrl).origin;
    const { linkBase } = server.app.config;
    // PUBLIC_URL names this server's own address, so the absolute URL can be fetched here.
    server.app.config.linkBase = origin;
    try {
      const url = (await listed(root.token)).find((d) => d._id === deal._id)?.closing_image ?? '';
      expect(url).toBe(`${origin}/api/v1/closedRental/image/${deal._id}`);
      const image = await fetch(url, { headers: { authorization: root.token } });
      expect(image.status).toBe(200);
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
      const { body } = await server.call(dealsApi.finalClose, {
        values: { id: deal._id },
        token: root.token,
        body: { status: 'done' },
      });
      expect(body.data.closing_image).toBe(url);
      const search = await server.call(dealsApi.findLead, {
        values: { number: deal.number },
        token: group.pickers[0].token,
      });
      expect(search.body.data.closedRental?.closing_image).toBe(url);
    } finally {
      server.app.config.linkBase = linkBase;
    }
  });
});
