/**
 * An erasure's reason is free text that may name the client (docs/rules/client-data.md#d13.3): it is
 * kept in the erasure's own entry, the super-admin's alone, and the do-not-contact entries the
 * erasure adds, which every admin reads, give a neutral reason instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi, clientDataApi, doNotContactApi, ERASURE_LISTING_REASON } from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  type Group,
  login,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let group: Group;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  root = (await login(server, server.superAdmin.email, server.superAdmin.password)).accessToken;
});
afterAll(() => server.close());

const REASON = 'Law 81 request by Tyrone Murphy, ID 8-123-456, ticket 77';

describe('issue 47 finding 6: the erasure reason does not leak into the do-not-contact list', () => {
  it('admins read a neutral reason; the free text stays in the super-admin’s erasure record', async () => {
    await addRental(server, { ...createdBy(group.creator), number: '+15075554777' });
    const erased = await server.call(clientDataApi.erase, {
      token: root,
      body: { number: '+1 507 555 4777', reason: REASON, addToDoNotContact: true },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data.addedToDoNotContact).toBe(1);

    for (const token of [group.admin.token, root]) {
      const listed = await server.call(doNotContactApi.list, { token, query: { search: '5075554777' } });
      expect(listed.status).toBe(200);
      expect(listed.body.data.result.map((entry) => entry.reason)).toEqual([ERASURE_LISTING_REASON]);
      expect(JSON.stringify(listed.body)).not.toContain('Tyrone');
    }
    const adminTrail = await server.call(auditApi.list, { token: group.admin.token, query: { limit: 100 } });
    expect(adminTrail.status).toBe(200);
    expect(JSON.stringify(adminTrail.body)).not.toContain('Tyrone');

    const trail = await server.call(auditApi.list, {
      token: root,
      query: { action: 'client-data-erased', limit: 100 },
    });
    expect(trail.body.data.result.map((entry) => entry.after?.reason)).toContain(REASON);
    const listing = await server.call(auditApi.list, {
      token: root,
      query: { action: 'do-not-contact-added', limit: 100 },
    });
    expect(JSON.stringify(listing.body)).not.toContain('Tyrone');
  });
});
