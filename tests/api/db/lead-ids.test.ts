/**
 * A new lead's id is a time-ordered UUID (version 7, docs/decisions.md#p93): ids made later sort after those
 * made earlier, so an import's leads land at the end of the primary key instead of across it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLeads, startLeadsServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a new lead’s id', () => {
  it('is a version 7 UUID that sorts after the ids of leads made before it', async () => {
    const earlier = await addLeads(server, [{}, {}, {}]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await addLeads(server, [{}, {}]);

    const ids = [...earlier, ...later].map((lead) => lead.id);
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    const latestEarlier = earlier
      .map((lead) => lead.id)
      .sort()
      .at(-1)!;
    for (const lead of later) expect(lead.id > latestEarlier).toBe(true);
  });
});
