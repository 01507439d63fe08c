/** PATCH /users/profile: the user's own language, kept and returned with the session and the profile. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, type LoginResult, type Profile, peopleApi } from '../../../src/contract';
import { addUser, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EN = { 'accept-language': 'en' };

describe('PATCH /users/profile (language)', () => {
  it('keeps the choice: the profile and the next sign-in return it', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const before = await server.call(peopleApi.profile, { token: picker.token, headers: EN });
    expect((before.body.data as Profile).language).toBe('en');

    const chosen = await server.call(peopleApi.chooseLanguage, {
      token: picker.token,
      body: { language: 'es' },
      headers: EN,
    });
    expect(chosen.body).toEqual({ success: true, message: 'Language saved', data: { language: 'es' } });

    const after = await server.call(peopleApi.profile, { token: picker.token, headers: EN });
    expect((after.body.data as Profile).language).toBe('es');
    const signIn = await server.call(authApi.login, {
      body: { email: picker.email, password: picker.password },
      headers: EN,
    });
    expect((signIn.body.data as LoginResult).user.language).toBe('es');
  });

  it('changes only the caller: every role may choose, no one for another', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const other = await addUser(server, { role: 'data-creator' });
    const chosen = await server.call(peopleApi.chooseLanguage, {
      token: admin.token,
      body: { language: 'es', _id: other.id },
      headers: EN,
    });
    expect(chosen.status).toBe(200);
    const untouched = await server.call(peopleApi.profile, { token: other.token, headers: EN });
    expect((untouched.body.data as Profile).language).toBe('en');
  });

  it('refuses a language it does not speak with a 400, and a caller without a token with a 401', async () => {
    const creator = await addUser(server, { role: 'data-creator' });
    const french = await server.call(peopleApi.chooseLanguage, {
      token: creator.token,
      body: { language: 'fr' },
      headers: EN,
    });
    expect(french.status).toBe(400);
    expect(french.body).toEqual({
      success: false,
      message: 'Language is not a valid choice',
      errors: [{ path: 'language', message: 'Language is not a valid choice' }],
    });
    const missing = await server.call(peopleApi.chooseLanguage, {
      token: creator.token,
      body: {},
      headers: EN,
    });
    expect(missing.status).toBe(400);
    const anonymous = await server.call(peopleApi.chooseLanguage, { body: { language: 'es' }, headers: EN });
    expect(anonymous.status).toBe(401);
    const profile = await server.call(peopleApi.profile, { token: creator.token, headers: EN });
    expect((profile.body.data as Profile).language).toBe('en');
  });
});
