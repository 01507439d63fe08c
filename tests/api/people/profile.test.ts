import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleApi } from '../../../src/contract';
import { createUser, login, softDeleteUser, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const profile = (token?: string) => server.call(peopleApi.profile, { token });

describe('GET /users/profile', () => {
  it('answers the user, their default daily limit and the cards of their admin and leader', async () => {
    const admin = await createUser(server.app, { role: 'admin' });
    const leader = await createUser(server.app, {
      role: 'team-leader',
      assignFor: 'rental-picker',
      adminId: admin.id,
    });
    const picker = await createUser(server.app, {
      role: 'data-picker',
      adminId: admin.id,
      teamLeaderId: leader.id,
    });
    const { accessToken } = await login(server, picker.email, picker.password);
    const res = await profile(accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      _id: picker.id,
      name: picker.name,
      email: picker.email,
      contact: picker.contact,
      role: 'data-picker',
      assignFor: null,
      limit: 100,
      canBulkUpload: false,
      language: 'en',
      createdAt: picker.createdAt.toISOString(),
      admin: { name: admin.name, email: admin.email, contact: admin.contact },
      teamLeader: {
        name: leader.name,
        email: leader.email,
        contact: leader.contact,
        assignFor: 'rental-picker',
      },
    });
  });

  it('answers empty cards for the super-admin', async () => {
    const { accessToken } = await login(server, server.superAdmin.email, server.superAdmin.password);
    const res = await profile(accessToken);
    expect(res.body.data).toMatchObject({ role: 'super-admin', admin: null, teamLeader: null });
    expect(res.body.data).not.toHaveProperty('limit');
  });

  it('accepts the token with a Bearer prefix too', async () => {
    const { accessToken } = await login(server, server.superAdmin.email, server.superAdmin.password);
    expect((await profile(`Bearer ${accessToken}`)).status).toBe(200);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const none = await profile();
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, message: 'Please log in' });
    expect((await profile('not.a.token')).status).toBe(401);
    const { accessToken } = await login(server, server.superAdmin.email, server.superAdmin.password);
    const [header, , signature] = accessToken.split('.');
    const claims = Buffer.from(JSON.stringify({ _id: 'x', role: 'super-admin', email: 'x@y.z' })).toString(
      'base64url',
    );
    expect((await profile(`${header}.${claims}.${signature}`)).status).toBe(401);
  });

  it('answers 401 to a deleted user still holding a token', async () => {
    const creator = await createUser(server.app, { role: 'data-creator' });
    const { accessToken } = await login(server, creator.email, creator.password);
    expect((await profile(accessToken)).status).toBe(200);
    await softDeleteUser(server.app, creator.id);
    expect((await profile(accessToken)).status).toBe(401);
  });

  it('answers 401 once the access token is 15 minutes old', async () => {
    const { accessToken } = await login(server, server.superAdmin.email, server.superAdmin.password);
    server.clock.advance(14 * 60_000);
    expect((await profile(accessToken)).status).toBe(200);
    server.clock.advance(2 * 60_000);
    const expired = await profile(accessToken);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired, please log in again');
  });
});
