/** Every lead call refuses the signed-out (401) and every role it is not for (403), before doing anything. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../src/contract';
import { addPerson, type Person, startLeadsServer, type TestServer } from '../support';

const CALLS: [method: string, path: string, roles: Role | Role[]][] = [
  ['POST', '/rental/create-rental', 'data-creator'],
  // Reading a post is for whoever enters leads (docs/rules/leads.md#d5.22).
  ['POST', '/rental/extract-post', ['data-creator', 'team-leader', 'admin', 'super-admin']],
  // Create Rental's checks before sending (docs/rules/leads.md#d5.23).
  ['GET', '/rental/check-post?number=5551234567', ['data-creator', 'team-leader', 'admin', 'super-admin']],
  ['GET', '/dataCreator/getCountDataCreator', 'data-creator'],
  // The bell of a creator or a picker (docs/rules/messages.md#d5.20).
  ['GET', '/dataCreator/getDataCreatorIdMessage/x%40leads.test', ['data-creator', 'data-picker']],
  ['PATCH', '/dataCreator/markMessagesRead', ['data-creator', 'data-picker']],
  ['GET', '/rental/get-single-rental', 'data-picker'],
  ['GET', '/rental/desk', 'data-picker'],
  ['GET', '/rental/my-callbacks', 'data-picker'],
  ['POST', '/rental/open-callback/some-lead', 'data-picker'],
  ['PATCH', '/rental/complete-task', 'data-picker'],
  ['PATCH', '/rental/skip', 'data-picker'],
  ['GET', '/dataPicker/search-rental?number=5551234567', 'data-picker'],
  ['GET', '/dataPicker/getRental/some-id', 'data-picker'],
  ['PATCH', '/dataPicker/make-invalid/some-id', 'data-picker'],
  ['PATCH', '/rental/addClientEmailIntoRental/some-id', 'data-picker'],
  ['POST', '/dataPicker/generate-first-sms', 'data-picker'],
  ['PATCH', '/dataPicker/send-message', 'data-picker'],
  ['GET', '/dataPicker/getCountDataPicker', 'data-picker'],
  ['GET', '/settings/get-settings', 'super-admin'],
  ['PATCH', '/settings/update-settings', 'super-admin'],
];

let server: TestServer;
const people = new Map<Role, Person>();

beforeAll(async () => {
  server = await startLeadsServer();
  for (const role of ROLES) people.set(role, await addPerson(server, { role }));
});
afterAll(() => server.close());

describe.each(CALLS)('%s %s', (method, path, allowed) => {
  it('answers 401 when signed out', async () => {
    const res = await server.api(path, { method, body: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Please log in' });
  });

  it(`answers 403 to every role but ${allowed}`, async () => {
    for (const role of ROLES.filter((r) => ![allowed].flat().includes(r))) {
      const res = await server.api(path, {
        method,
        token: people.get(role)!.token(),
        body: method === 'GET' ? undefined : {},
      });
      expect(res.status, role).toBe(403);
    }
  });
});
