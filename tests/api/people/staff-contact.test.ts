/**
 * Staff contacts (docs/rules/people.md#staff-contacts): the create and edit calls take any usual phone
 * writing, read a number without a country code as Panama's (else the install's PHONE_COUNTRY, US here),
 * store it as E.164 and refuse what is no phone number, changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleApi } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  type Callers,
  type Group,
  signInCallers,
  snapshot,
  startTestServer,
  type TestServer,
  userByEmail,
  userById,
} from '../support';

let server: TestServer;
let A: Group;
let callers: Callers;

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
  callers = await signInCallers(server, A);
});
afterAll(() => server.close());

let made = 0;
const newPicker = (contact: unknown) => {
  made += 1;
  return {
    name: `Contact Case ${made}`,
    email: `contact.case.${made}@people.test`,
    contact,
    password: 'secret-pass',
    admin_email: A.admin.email,
    team_leader_email: A.pickerLeader.email,
  };
};

const ACCEPTED = [
  ['6123-4567', '+50761234567'],
  ['+507 6123 4567', '+50761234567'],
  ['+50761234599', '+50761234599'],
  ['61234567', '+50761234567'],
  ['6123 4567', '+50761234567'],
  ['(720) 494-2047', '+17204942047'],
  ['+1 720 494 2047', '+17204942047'],
] as const;

const REFUSED = [
  ['abc', 'Contact must be a phone number'],
  ['6123-abc', 'Contact must be a phone number'],
  ['12', 'Contact must be a phone number'],
  ['+507 1', 'Contact must be a phone number'],
  ['   ', 'Contact is required'],
] as const;

describe('creating staff', () => {
  it.each(ACCEPTED)('takes %j and stores %s', async (typed, stored) => {
    const body = newPicker(typed);
    const res = await server.call(peopleApi.createDataPicker, { token: callers.token.admin, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ contact: stored });
    expect((await userByEmail(server, body.email))?.contact).toBe(stored);
  });

  it.each(REFUSED)('refuses %j: 400 %s on contact, nobody made', async (typed, message) => {
    const body = newPicker(typed);
    const res = await server.call(peopleApi.createAdmin, { token: callers.token['super-admin'], body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual([{ path: 'contact', message }]);
    expect(await userByEmail(server, body.email)).toBeUndefined();
  });

  it('says the refusal in Spanish to a Spanish caller', async () => {
    const res = await server.call(peopleApi.createDataPicker, {
      token: callers.token.admin,
      body: newPicker('+507 1'),
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El contacto debe ser un número de teléfono');
  });
});

describe('editing staff', () => {
  it.each(ACCEPTED)('takes %j and stores %s', async (typed, stored) => {
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: A.admin.id,
      teamLeaderId: A.pickerLeader.id,
    });
    const res = await server.call(peopleApi.updateDataPickerInfo, {
      token: callers.token['picker-leader'],
      values: { id: picker.id },
      body: { contact: typed },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ contact: stored });
    expect((await userById(server, picker.id))?.contact).toBe(stored);
  });

  it.each(REFUSED.filter(([typed]) => typed.trim() !== ''))(
    'refuses %j with 400 %s, changing nothing',
    async (typed, message) => {
      const admin = await addUser(server, { role: 'admin' });
      const before = await snapshot(server);
      const res = await server.call(peopleApi.updateAdminInfo, {
        token: callers.token['super-admin'],
        values: { id: admin.id },
        body: { name: 'Renamed Too', contact: typed },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'contact', message }]);
      expect(await snapshot(server)).toEqual(before);
    },
  );

  it('keeps another group out whatever the contact: 404 before the number is read', async () => {
    const B = await buildGroup(server);
    const res = await server.call(peopleApi.updateDataPickerInfo, {
      token: callers.token.admin,
      values: { id: B.picker.id },
      body: { contact: '6123-4567' },
    });
    expect(res.status).toBe(404);
    expect((await userById(server, B.picker.id))?.contact).toBe(B.picker.contact);
  });
});
