/**
 * JWT_SECRET replaces the database's generated secret, and JWT_SECRET_PREVIOUS keeps the tokens the
 * previous one signed working until they expire (a rotation's grace).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../../server/src/services/auth/server-secret';
import { peopleApi } from '../../../src/contract';
import { addUser, login, query, type Staff, startTestServer, type TestServer } from '../support';

const CURRENT = 'current-secret-of-at-least-32-characters';
const PREVIOUS = 'previous-secret-of-at-least-32-characters';

let rotating: TestServer;
let rotated: TestServer;
beforeAll(async () => {
  // Mid-rotation, and after it: the previous secret is no longer named.
  rotating = await startTestServer({ jwtSecret: CURRENT, jwtSecretPrevious: PREVIOUS });
  rotated = await startTestServer({ jwtSecret: CURRENT });
});
afterAll(async () => {
  await rotating.close();
  await rotated.close();
});

/** A token for `user` signed with `key` through @fastify/jwt's own signer. */
const signedWith = (server: TestServer, user: Staff, key: string) =>
  server.app.jwt.sign({ _id: user.id, role: user.role, email: user.email }, { key });

const profile = (server: TestServer, token: string) => server.call(peopleApi.profile, { token });

describe('JWT_SECRET', () => {
  it('signs and verifies the tokens, and the database secret is neither made nor accepted', async () => {
    const session = await login(rotated, rotated.superAdmin.email, rotated.superAdmin.password);
    expect((await profile(rotated, session.accessToken)).status).toBe(200);
    const user = await addUser(rotated, { role: 'admin' });
    expect((await profile(rotated, signedWith(rotated, user, CURRENT))).status).toBe(200);

    const rows = await query(rotated, sql`SELECT name FROM server_secrets WHERE name = 'jwt'`);
    expect(rows).toHaveLength(0);
    const databaseSecret = await getOrCreateSecret(rotated.app.db, 'jwt');
    const refused = await profile(rotated, signedWith(rotated, user, databaseSecret));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Your session has expired, please log in again');
  });

  it('accepts the previous secret while JWT_SECRET_PREVIOUS names it, and signs with the current one', async () => {
    const user = await addUser(rotating, { role: 'admin' });
    expect((await profile(rotating, signedWith(rotating, user, PREVIOUS))).status).toBe(200);
    expect((await profile(rotating, signedWith(rotating, user, CURRENT))).status).toBe(200);
    // New tokens are signed with the current secret, not the previous one.
    const fresh = rotating.app.signAccessToken(user);
    expect(rotating.app.jwt.verify(fresh, { key: CURRENT })).toMatchObject({ _id: user.id });
    expect(() => rotating.app.jwt.verify(fresh, { key: PREVIOUS })).toThrow();
  });

  it('refuses the previous secret once JWT_SECRET_PREVIOUS no longer names it', async () => {
    const user = await addUser(rotated, { role: 'admin' });
    const res = await profile(rotated, signedWith(rotated, user, PREVIOUS));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has expired, please log in again');
  });

  it('still refuses an expired token signed with the previous secret', async () => {
    const user = await addUser(rotating, { role: 'admin' });
    const token = signedWith(rotating, user, PREVIOUS);
    rotating.clock.advance(rotating.app.config.accessTokenTtlMs + 1000);
    expect((await profile(rotating, token)).status).toBe(401);
  });
});
