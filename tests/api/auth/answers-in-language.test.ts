/** The server says its messages in the caller's language; codes and paths stay the same (docs/rules/language.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, peopleApi } from '../../../src/contract';
import { addUser, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SPANISH = { 'accept-language': 'es-PA,es;q=0.9,en;q=0.5' };

describe('messages in the caller language', () => {
  it('says a validation error in Spanish with Accept-Language: es, in English without it', async () => {
    const english = await server.call(authApi.login, { body: { email: '', password: '' } });
    const spanish = await server.call(authApi.login, { body: { email: '', password: '' }, headers: SPANISH });
    expect(english.status).toBe(400);
    expect(spanish.status).toBe(400);
    expect(english.body).toEqual({
      success: false,
      message: 'Email is required',
      errors: [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
    expect(spanish.body).toEqual({
      success: false,
      message: 'Correo electrónico es obligatorio',
      errors: [
        { path: 'email', message: 'Correo electrónico es obligatorio' },
        { path: 'password', message: 'La contraseña es obligatoria' },
      ],
    });
  });

  it('says a message with values in Spanish: a bad email and a short new password', async () => {
    const answer = await server.call(authApi.resetPassword, {
      body: { email: 'not-an-email', newPassword: 'abc' },
      headers: { ...SPANISH, authorization: 'token' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: 'email', message: 'Ingresa un correo electrónico válido' },
      { path: 'newPassword', message: 'La contraseña debe tener al menos 6 caracteres' },
    ]);
  });

  it('says the sign-in refusal in Spanish with the same code', async () => {
    const staff = await addUser(server, { role: 'data-picker' });
    const body = { email: staff.email, password: 'wrong-password' };
    const english = await server.call(authApi.login, { body });
    const spanish = await server.call(authApi.login, { body, headers: { 'accept-language': 'es' } });
    expect(english.status).toBe(401);
    expect(spanish.status).toBe(401);
    expect(english.body).toEqual({
      success: false,
      message: 'Invalid email or password',
      code: 'invalid-credentials',
    });
    expect(spanish.body).toEqual({
      success: false,
      message: 'Correo electrónico o contraseña incorrectos',
      code: 'invalid-credentials',
    });
  });

  it('follows the weights of Accept-Language and ignores languages it does not speak', async () => {
    const prefersEnglish = await server.call(authApi.login, {
      body: {},
      headers: { 'accept-language': 'fr, es;q=0.4, en;q=0.8' },
    });
    expect(prefersEnglish.body.message).toBe('Email is required');
    const french = await server.call(authApi.login, { body: {}, headers: { 'accept-language': 'fr' } });
    expect(french.body.message).toBe('Email is required');
  });

  it("answers a signed-in caller without Accept-Language in the user's own choice", async () => {
    const staff = await addUser(server, { role: 'data-creator' });
    const chosen = await server.call(peopleApi.chooseLanguage, {
      token: staff.token,
      body: { language: 'es' },
    });
    expect(chosen.status).toBe(200);
    // The choice's own answer is said in the language the request was made in.
    expect(chosen.body).toEqual({ success: true, message: 'Language saved', data: { language: 'es' } });
    const profile = await server.call(peopleApi.profile, { token: staff.token });
    expect(profile.body.message).toBe('Perfil cargado');
    // The header, when sent, wins over the stored choice.
    const asked = await server.call(peopleApi.profile, {
      token: staff.token,
      headers: { 'accept-language': 'en' },
    });
    expect(asked.body.message).toBe('Profile loaded');
  });
});
