/**
 * An API key revoked on one process is refused on both at once (docs/rules/integrations.md#d15.5): each
 * request reads its key from the shared database, so no process keeps a revoked key alive.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeysApi, reportsApi } from '../../src/contract';
import { type Account, buildTeam, call } from './support/cluster';

let admin: Account;

beforeAll(async () => {
  admin = (await buildTeam(1)).admin;
});

const report = (via: 'a' | 'b', secret: string) =>
  call(via, reportsApi.report, { headers: { 'x-api-key': secret } });

describe('a key revoked on one process', () => {
  it('is refused on both at once', async () => {
    const made = await call('a', apiKeysApi.create, {
      token: admin.token,
      body: { name: 'Dashboard', scopes: ['reports:read'], expiresInDays: 30 },
    });
    expect(made.status, made.body.message).toBe(200);
    const { key, secret } = made.body.data;
    // Used on both first: a process that had kept the key in memory would go on accepting it.
    for (const via of ['a', 'b'] as const) expect((await report(via, secret)).status, via).toBe(200);

    const revoked = await call('b', apiKeysApi.revoke, { token: admin.token, values: { id: key._id } });
    expect(revoked.status, revoked.body.message).toBe(200);
    for (const via of ['a', 'b'] as const) {
      const refused = await report(via, secret);
      expect(refused.status, via).toBe(401);
      expect(refused.body.message).toBe('This API key is not valid');
    }
  });
});
