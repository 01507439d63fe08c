/**
 * Who makes, lists and revokes API keys (docs/rules/integrations.md#d15.3): the super-admin for any
 * group, an admin for its own; leaders, creators, pickers and the signed-out are refused, and an admin
 * never sees, makes or revokes another group's keys. The secret is in the creation's answer alone,
 * stored only as its hash, and each creation and revocation is audited.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeysApi, auditApi } from '../../../src/contract';
import {
  buildGroup,
  type CallerName,
  type Callers,
  type Group,
  query,
  signInCallers,
  startTestServer,
  type TestServer,
} from '../support';
import { makeKey } from './keys';

let server: TestServer;
let group: Group;
let other: Group;
let callers: Callers;
let otherAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  other = await buildGroup(server);
  callers = await signInCallers(server, group);
  otherAdmin = other.admin.token;
});
afterAll(() => server.close());

const keyCount = async () =>
  (await query<{ n: number }>(server, sql`SELECT count(*)::int AS n FROM api_keys`))[0]!.n;

describe('making a key', () => {
  it('an admin makes one for its own group; the secret is answered once and only its hash is kept', async () => {
    const { key, secret } = await makeKey(server, callers.token.admin, ['leads:read', 'leads:create']);
    expect(secret).toMatch(/^rlk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Website form',
      scopes: ['leads:read', 'leads:create'],
      prefix: secret.slice(0, 16),
      group: { _id: group.admin.id, name: group.admin.name },
      createdBy: { _id: group.admin.id },
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(Date.parse(key.expiresAt) - Date.parse(key.createdAt)).toBe(30 * 24 * 3600 * 1000);
    const stored = await query<Record<string, unknown>>(
      server,
      sql`SELECT * FROM api_keys WHERE id = ${key._id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(secret.slice(17));
    const listed = await server.call(apiKeysApi.list, { token: callers.token.admin });
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(17));
    expect(listed.body.data.map((k) => k._id)).toContain(key._id);
  });

  it('the super-admin makes one for a group it names, and must name an active admin', async () => {
    const { key } = await makeKey(server, callers.token['super-admin'], ['reports:read'], {
      groupId: other.admin.id,
    });
    expect(key.group._id).toBe(other.admin.id);
    const before = await keyCount();
    const none = await server.call(apiKeysApi.create, {
      token: callers.token['super-admin'],
      body: { name: 'x', scopes: ['leads:read'], expiresInDays: 30 },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'groupId', message: 'Group is required' }]);
    const notAdmin = await server.call(apiKeysApi.create, {
      token: callers.token['super-admin'],
      body: { name: 'x', scopes: ['leads:read'], expiresInDays: 30, groupId: group.creator.id },
    });
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.message).toBe('Group must be an active admin');
    expect(await keyCount()).toBe(before);
  });

  it('refuses bad input with its field, writing nothing', async () => {
    const before = await keyCount();
    const cases: [object, string, string][] = [
      [{ name: '', scopes: ['leads:read'], expiresInDays: 30 }, 'name', 'Name is required'],
      [{ name: 'a', scopes: [], expiresInDays: 30 }, 'scopes', 'Choose at least one scope'],
      [
        { name: 'a', scopes: ['leads:delete'], expiresInDays: 30 },
        'scopes',
        'Scopes must be among leads:create, leads:read, deals:read, reports:read, webhooks:manage',
      ],
      [
        { name: 'a', scopes: ['leads:read'], expiresInDays: 400 },
        'expiresInDays',
        'Expiry must be at most 365',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await server.call(apiKeysApi.create, { token: callers.token.admin, body });
      expect(res.status, path).toBe(400);
      expect(res.body.errors?.[0]).toEqual({ path, message });
    }
    expect(await keyCount()).toBe(before);
  });

  it('an admin naming another group is refused', async () => {
    const res = await server.call(apiKeysApi.create, {
      token: callers.token.admin,
      body: { name: 'x', scopes: ['leads:read'], expiresInDays: 30, groupId: other.admin.id },
    });
    expect(res.status).toBe(403);
  });

  it.each(['creator-leader', 'picker-leader', 'creator', 'picker'] as CallerName[])(
    '%s may not make, list or revoke keys',
    async (who) => {
      const before = await keyCount();
      const body = { name: 'x', scopes: ['leads:read'], expiresInDays: 30 };
      expect((await server.call(apiKeysApi.create, { token: callers.token[who], body })).status).toBe(403);
      expect((await server.call(apiKeysApi.list, { token: callers.token[who] })).status).toBe(403);
      const { key } = await makeKey(server, callers.token.admin, ['leads:read']);
      const revoke = await server.call(apiKeysApi.revoke, {
        token: callers.token[who],
        values: { id: key._id },
      });
      expect(revoke.status).toBe(403);
      expect(await keyCount()).toBe(before + 1);
    },
  );

  it('the signed-out get 401', async () => {
    expect((await server.call(apiKeysApi.list)).status).toBe(401);
  });
});

describe('listing and revoking', () => {
  it("an admin sees only its group's keys; the super-admin every group's, or one", async () => {
    const mine = await makeKey(server, callers.token.admin, ['leads:read'], { name: 'Mine' });
    const theirs = await makeKey(server, otherAdmin, ['leads:read'], { name: 'Theirs' });
    const ids = async (token: string | undefined, groupId?: string) =>
      (await server.call(apiKeysApi.list, { token, query: { groupId } })).body.data.map((k) => k._id);
    expect(await ids(callers.token.admin)).toContain(mine.key._id);
    expect(await ids(callers.token.admin)).not.toContain(theirs.key._id);
    expect(
      (await server.call(apiKeysApi.list, { token: callers.token.admin, query: { groupId: other.admin.id } }))
        .status,
    ).toBe(403);
    expect(await ids(callers.token['super-admin'])).toEqual(
      expect.arrayContaining([mine.key._id, theirs.key._id]),
    );
    const onlyOther = await ids(callers.token['super-admin'], other.admin.id);
    expect(onlyOther).toContain(theirs.key._id);
    expect(onlyOther).not.toContain(mine.key._id);
  });

  it("an admin cannot revoke another group's key: it reads as unknown", async () => {
    const theirs = await makeKey(server, otherAdmin, ['leads:read']);
    const res = await server.call(apiKeysApi.revoke, {
      token: callers.token.admin,
      values: { id: theirs.key._id },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This API key does not exist or is already revoked');
    const [row] = await query<{ revoked_at: Date | null }>(
      server,
      sql`SELECT revoked_at FROM api_keys WHERE id = ${theirs.key._id}`,
    );
    expect(row!.revoked_at).toBeNull();
  });

  it('revokes once, keeps the key listed as revoked, and audits both ends of its life', async () => {
    const { key } = await makeKey(server, callers.token.admin, ['deals:read'], { name: 'Sheets sync' });
    const revoked = await server.call(apiKeysApi.revoke, {
      token: callers.token['super-admin'],
      values: { id: key._id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('API key revoked');
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const again = await server.call(apiKeysApi.revoke, {
      token: callers.token.admin,
      values: { id: key._id },
    });
    expect(again.status).toBe(404);
    const listed = await server.call(apiKeysApi.list, { token: callers.token.admin });
    expect(listed.body.data.find((k) => k._id === key._id)?.revokedAt).toBe(revoked.body.data.revokedAt);
    const audit = await server.call(auditApi.list, { token: callers.token.admin, query: { limit: 100 } });
    const entries = audit.body.data.result.filter((e) => e.target?.id === key._id);
    expect(entries.map((e) => e.action).sort()).toEqual(['api-key-created', 'api-key-revoked']);
    expect(entries.find((e) => e.action === 'api-key-created')).toMatchObject({
      actor: { _id: group.admin.id },
      target: { kind: 'api-key', label: 'Sheets sync' },
      after: { scopes: 'deals:read' },
    });
  });
});
