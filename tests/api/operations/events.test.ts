/**
 * The services' events (server/src/lib/events.ts) follow committed changes only: a change refused
 * inside its transaction raises nothing, and a committed one raises each of its events once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HAS_STAFF, peopleApi } from '../../../src/contract';
import { addUser, buildGroup, type Group, startTestServer, type TestServer, tokenOf } from '../support';

let server: TestServer;
let a: Group;
const raised: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  a = await buildGroup(server);
  for (const name of ['accountEnded', 'boardChanged'] as const)
    server.app.events.on(name, () => raised.push(name));
});
afterAll(() => server.close());

const asAdmin = () => ({ token: tokenOf(server, a.admin) });

it('raises nothing for a delete refused inside its transaction', async () => {
  const leader = await addUser(server, {
    role: 'team-leader',
    adminId: a.admin.id,
    assignFor: 'rental-picker',
  });
  await addUser(server, { role: 'data-picker', adminId: a.admin.id, teamLeaderId: leader.id });
  raised.length = 0;
  const refused = await server.call(peopleApi.deleteTeamLeader, {
    ...asAdmin(),
    values: { id: leader.id },
    body: {},
  });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(HAS_STAFF);
  expect(raised).toEqual([]);
});

it('raises the end of the account and the change of its board once the delete committed', async () => {
  const picker = await addUser(server, {
    role: 'data-picker',
    adminId: a.admin.id,
    teamLeaderId: a.pickerLeader.id,
  });
  raised.length = 0;
  const deleted = await server.call(peopleApi.deleteDataPicker, { ...asAdmin(), values: { id: picker.id } });
  expect(deleted.status).toBe(200);
  expect(raised).toEqual(['accountEnded', 'boardChanged']);
});
