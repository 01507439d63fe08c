import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, type LoginResult } from '../../../src/contract';
import { createUser, softDeleteUser, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('POST /auth/login', () => {
  it('answers an access token, the user and a refresh cookie', async () => {
    const leader = await createUser(server.app, { role: 'team-leader', assignFor: 'rental-picker' });
    const res = await server.call(authApi.login, {
      body: { email: leader.email, password: leader.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = res.body.data as LoginResult;
    expect(data.user).toEqual({
      _id: leader.id,
      name: leader.name,
      email: leader.email,
      role: 'team-leader',
      assignFor: 'rental-picker',
      canBulkUpload: false,
      language: 'en',
    });
    const claims = claimsOf(data.accessToken);
    expect(claims).toMatchObject({ _id: leader.id, role: 'team-leader', email: leader.email });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(res.refreshCookie).toMatch(/^[\w-]{40,}$/);
    const attributes = res.refreshSetCookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/v1/auth', 'max-age=604800']),
    );
    expect(attributes).not.toContain('secure');
  });

  it('signs in the configured super-admin, whatever the case of the email', async () => {
    const res = await server.call(authApi.login, {
      body: { email: server.superAdmin.email.toUpperCase(), password: server.superAdmin.password },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as LoginResult).user.role).toBe('super-admin');
  });

  it('names every missing field with the spec messages', async () => {
    const res = await server.call(authApi.login, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Email is required',
      errors: [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
    const noPassword = await server.call(authApi.login, { body: { email: 'a@b.co' } });
    expect(noPassword.body.message).toBe('Password is required');
  });

  it('reads a missing body as missing fields', async () => {
    const res = await server.call(authApi.login);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email is required');
  });

  it('refuses malformed JSON and other content types with 400', async () => {
    const malformed = await server.call(authApi.login, { body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'The request body is not valid JSON' });
    const text = await server.call(authApi.login, {
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.body.success).toBe(false);
    const array = await server.call(authApi.login, { body: [] });
    expect(array.status).toBe(400);
    expect(array.body.message).toBe('The request body must be a JSON object');
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const picker = await createUser(server.app, { role: 'data-picker' });
    const wrongPassword = await server.call(authApi.login, {
      body: { email: picker.email, password: 'not-the-password' },
    });
    const unknown = await server.call(authApi.login, {
      body: { email: 'nobody@rental-leads.test', password: 'whatever' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      success: false,
      message: 'Invalid email or password',
      code: 'invalid-credentials',
    });
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(wrongPassword.refreshCookie).toBeUndefined();
  });

  it('refuses a deleted user', async () => {
    const creator = await createUser(server.app, { role: 'data-creator' });
    await softDeleteUser(server.app, creator.id);
    const res = await server.call(authApi.login, {
      body: { email: creator.email, password: creator.password },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });
});
