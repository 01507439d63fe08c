import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedRentals } from '../../../server/src/db/schema';
import type { ClosedRental } from '../../../src/contract';
import { startTestServer, type TestServer } from '../helper';
import { buildGroup, closeDeal, fetchedLead, type Group, getImage, PNG, superAdmin } from './support';

let server: TestServer;
let group: Group;
let otherGroup: Group;
let deal: ClosedRental;
beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  otherGroup = await buildGroup(server);
  const [picker] = group.pickers;
  deal = await closeDeal(server, picker, await fetchedLead(server, picker, group.creator));
});
afterAll(() => server.close());

describe('GET /closedRental/image/{id}', () => {
  it('serves the closing picker, its admin, a rental-picker leader of the group and the super-admin', async () => {
    const callers = [group.pickers[0], group.admin, group.pickerLeader, await superAdmin(server)];
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

  // A picker sees its own deals only (spec section 6: "own"), so a group-mate's proof is not in scope.
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
    const unknown = { ...deal, closing_image: '/closedRental/image/no-such-deal' };
    expect((await getImage(server, unknown, group.admin.token)).status).toBe(404);
  });

  it('answers 404, not 500, when the file has gone from the disk', async () => {
    const [picker] = group.pickers;
    const gone = await closeDeal(server, picker, await fetchedLead(server, picker));
    const folder = join(server.app.config.dataDir, 'deal-images');
    const [row] = await server.app.db.select().from(closedRentals).where(eq(closedRentals.id, gone._id));
    await rm(join(folder, row!.closingImage));
    const image = await getImage(server, gone, picker.token);
    expect(image.status).toBe(404);
  });
});
