/**
 * A request made with `X-Api-Key` (docs/rules/integrations.md#d15.4): it acts as its group's admin, only on
 * the calls its scopes open, never on another group's leads, and stops at once when revoked, expired
 * or when its maker is deleted or demoted. A lead it creates goes through every check a creator's lead
 * gets and names the key as its source (docs/rules/integrations.md#d15.6). Each key has its own rate limit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeysApi,
  dealsApi,
  doNotContactApi,
  LIKELY_DUPLICATE,
  LIKELY_DUPLICATE_CODE,
  leadListsApi,
  leadsApi,
  reportsApi,
} from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  type Group,
  nextNumber,
  query,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';
import { makeKey, withKey } from './keys';

let server: TestServer;
let group: Group;
let other: Group;
let rootToken: string;
let places = 0;

/** A lead's form of its own address and post unless `overrides` says otherwise. */
const form = (overrides: Record<string, unknown> = {}) => {
  places += 1;
  return {
    facebook_name: 'Maria FB',
    client_name: 'Maria Lopez',
    number: nextNumber(),
    rent: `$${2000 + places}`,
    houseApt_details: '2 bedrooms',
    address: `${places} Key Street, Panama`,
    post_link: `https://facebook.com/groups/rentals/posts/key-${places}`,
    ...overrides,
  };
};

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  other = await buildGroup(server);
  rootToken = (await superAdminOf(server)).token;
});
afterAll(() => server.close());

const keyRow = async (id: string) =>
  (
    await query<{ last_used_at: Date | null }>(
      server,
      sql`SELECT last_used_at FROM api_keys WHERE id = ${id}`,
    )
  )[0]!;

describe('what a key may read', () => {
  it("reads its group's All Leads and never another group's, even when the super-admin made it", async () => {
    const ours = await addRental(server, createdBy(group.creator));
    const theirs = await addRental(server, createdBy(other.creator));
    for (const token of [group.admin.token, rootToken]) {
      const { secret } = await makeKey(server, token, ['leads:read'], { groupId: group.admin.id });
      for (const list of [leadListsApi.listAllLeads, leadListsApi.listAdminAllLeads]) {
        const res = await withKey(server, secret, list, { query: { limit: 100 } });
        expect(res.status, res.body.message).toBe(200);
        const ids = res.body.data.result.map((lead) => lead._id);
        expect(ids).toContain(ours.id);
        expect(ids).not.toContain(theirs.id);
      }
    }
  });

  it('writes its last use, not an audit entry per call', async () => {
    const { key, secret } = await makeKey(server, group.admin.token, ['reports:read']);
    expect((await keyRow(key._id)).last_used_at).toBeNull();
    const audited = async () =>
      (await query<{ n: number }>(server, sql`SELECT count(*)::int AS n FROM audit_entries`))[0]!.n;
    const before = await audited();
    expect((await withKey(server, secret, reportsApi.report)).status).toBe(200);
    expect((await keyRow(key._id)).last_used_at).not.toBeNull();
    expect(await audited()).toBe(before);
    const listed = await server.call(apiKeysApi.list, { token: group.admin.token });
    expect(listed.body.data.find((k) => k._id === key._id)?.lastUsedAt).not.toBeNull();
  });

  it('writes its last use at most once a minute', async () => {
    const { key, secret } = await makeKey(server, group.admin.token, ['reports:read']);
    const use = async () => expect((await withKey(server, secret, reportsApi.report)).status).toBe(200);
    await use();
    const lastUse = async () => new Date((await keyRow(key._id)).last_used_at!).getTime();
    const first = await lastUse();
    server.clock.advance(30_000);
    await use();
    expect(await lastUse()).toBe(first);
    server.clock.advance(31_000);
    await use();
    expect(await lastUse()).toBeGreaterThanOrEqual(first + 61_000);
  });

  it("reads its group's deals with deals:read, but not the super-admin's deal list", async () => {
    const { secret } = await makeKey(server, rootToken, ['deals:read'], { groupId: group.admin.id });
    const ours = await withKey(server, secret, dealsApi.listGroup);
    expect(ours.status, ours.body.message).toBe(200);
    const every = await withKey(server, secret, dealsApi.list);
    expect(every.status).toBe(403);
    expect(every.body.message).toBe('This call cannot be made with an API key');
  });

  it('is refused a call outside its scopes, and any call that declares no scope', async () => {
    const { secret } = await makeKey(server, group.admin.token, ['reports:read']);
    const outside = await withKey(server, secret, leadListsApi.listAllLeads);
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('This API key does not have the scope this call needs');
    for (const none of [
      await withKey(server, secret, apiKeysApi.list),
      await withKey(server, secret, doNotContactApi.list),
    ]) {
      expect(none.status).toBe(403);
      expect(none.body.message).toBe('This call cannot be made with an API key');
    }
    const create = await withKey(server, secret, apiKeysApi.create, {
      body: { name: 'Escalate', scopes: ['leads:read'], expiresInDays: 30 },
    });
    expect(create.status).toBe(403);
  });

  it('answers 401 to a malformed, unknown, revoked or expired key', async () => {
    const invalid = async (secret: string) => {
      const res = await withKey(server, secret, reportsApi.report);
      expect(res.status, secret).toBe(401);
      expect(res.body.message).toBe('This API key is not valid');
    };
    const { key, secret } = await makeKey(server, group.admin.token, ['reports:read']);
    await invalid('not-a-key');
    await invalid(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`);
    expect((await withKey(server, secret, reportsApi.report)).status).toBe(200);
    await server.call(apiKeysApi.revoke, { token: group.admin.token, values: { id: key._id } });
    await invalid(secret);
    const expiring = await makeKey(server, group.admin.token, ['reports:read']);
    await query(
      server,
      sql`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = ${expiring.key._id}`,
    );
    await invalid(expiring.secret);
  });

  it('stops when its maker is demoted or deleted', async () => {
    const team = await buildGroup(server);
    const { secret } = await makeKey(server, team.admin.token, ['reports:read']);
    expect((await withKey(server, secret, reportsApi.report)).status).toBe(200);
    await query(server, sql`UPDATE users SET role = 'team-leader' WHERE id = ${team.admin.id}`);
    expect((await withKey(server, secret, reportsApi.report)).status).toBe(401);
    await query(server, sql`UPDATE users SET role = 'admin', is_deleted = true WHERE id = ${team.admin.id}`);
    expect((await withKey(server, secret, reportsApi.report)).status).toBe(401);
  });
});

describe('a lead created with a key', () => {
  it('records its key as source, its maker as creator and its group', async () => {
    const { key, secret } = await makeKey(server, rootToken, ['leads:create'], {
      groupId: group.admin.id,
      name: 'Scraper',
    });
    const made = await withKey(server, secret, leadsApi.create, { body: form() });
    expect(made.status, made.body.message).toBe(200);
    const [row] = await query<Record<string, string | null>>(
      server,
      sql`SELECT source_api_key_id, creator_id, creator_admin_id, creator_leader_id FROM rentals
        WHERE id = ${made.body.data._id}`,
    );
    expect(row).toEqual({
      source_api_key_id: key._id,
      creator_id: key.createdBy._id,
      creator_admin_id: group.admin.id,
      creator_leader_id: null,
    });
    const list = await server.call(leadListsApi.listAllLeads, {
      token: group.admin.token,
      query: { limit: 100 },
    });
    const shown = list.body.data.result.find((lead) => lead._id === made.body.data._id);
    expect(shown?.sourceKey).toBe('Scraper');
    const elsewhere = await server.call(leadListsApi.listAllLeads, {
      token: other.admin.token,
      query: { limit: 100 },
    });
    expect(elsewhere.body.data.result.map((lead) => lead._id)).not.toContain(made.body.data._id);
  });

  it('is refused on a do-not-contact number, a saved number and a likely duplicate, as a creator is', async () => {
    const { secret } = await makeKey(server, group.admin.token, ['leads:create']);
    const listed = nextNumber();
    await server.call(doNotContactApi.add, {
      token: group.admin.token,
      body: { number: listed, reason: 'Asked' },
    });
    const count = async () =>
      (await query<{ n: number }>(server, sql`SELECT count(*)::int AS n FROM rentals`))[0]!.n;
    const before = await count();
    const refused = await withKey(server, secret, leadsApi.create, { body: form({ number: listed }) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This number is on the do-not-contact list');
    const first = form();
    expect((await withKey(server, secret, leadsApi.create, { body: first })).status).toBe(200);
    const again = await withKey(server, secret, leadsApi.create, {
      body: { ...first, post_link: `${first.post_link}-2` },
    });
    expect(again.status).toBe(409);
    const likely = await withKey(server, secret, leadsApi.create, {
      body: form({ rent: first.rent, address: first.address }),
    });
    expect(likely.status).toBe(409);
    expect(likely.body).toMatchObject({ message: LIKELY_DUPLICATE, code: LIKELY_DUPLICATE_CODE });
    const bad = await withKey(server, secret, leadsApi.create, { body: form({ rent: '' }) });
    expect(bad.status).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it('needs leads:create', async () => {
    const { secret } = await makeKey(server, group.admin.token, ['leads:read']);
    const res = await withKey(server, secret, leadsApi.create, { body: form() });
    expect(res.status).toBe(403);
  });
});

describe('the rate limit', () => {
  it("counts each key's requests apart and answers 429 past API_KEY_RATE_LIMIT_MAX", async () => {
    const limited = await startTestServer({ apiKeyRateLimitMax: 3 });
    try {
      const team = await buildGroup(limited);
      const one = await makeKey(limited, team.admin.token, ['reports:read']);
      const two = await makeKey(limited, team.admin.token, ['reports:read']);
      for (let i = 0; i < 3; i += 1)
        expect((await withKey(limited, one.secret, reportsApi.report)).status).toBe(200);
      const over = await withKey(limited, one.secret, reportsApi.report);
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(
        /^Too many requests with this API key, please try again in \d+ seconds$/,
      );
      expect((await withKey(limited, two.secret, reportsApi.report)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
