/**
 * A creator's bulk upload permission is read from the database on every request, not from the token:
 * a super-admin's toggle applies to the creator's next upload and profile read, with the same token.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pathTo, peopleApi, uploadsApi } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  csvOf,
  goodRow,
  HEADER,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
  upload,
} from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

it('refuses the upload and reports the permission off as soon as the super-admin revokes it', async () => {
  const group = await buildGroup(server);
  const creator = await addUser(server, {
    role: 'data-creator',
    adminId: group.admin.id,
    teamLeaderId: group.creatorLeaders[0].id,
    canBulkUpload: true,
  });
  const token = tokenOf(server, creator);
  const rootToken = tokenOf(server, await superAdminOf(server));
  const toggle = (canBulkUpload: boolean) =>
    server.call(peopleApi.updateDataCreatorInfo, {
      values: { id: creator.id },
      token: rootToken,
      body: { canBulkUpload },
    });
  const send = (number: string) =>
    upload(server, pathTo(uploadsApi.importLeads), token, csvOf([HEADER, goodRow(number)]), 'a.csv');
  const profile = async () => (await server.call(peopleApi.profile, { token })).body.data;

  expect((await send('5076000901')).status).toBe(200);
  expect((await toggle(false)).status).toBe(200);
  expect((await send('5076000902')).status).toBe(403);
  expect(await profile()).toMatchObject({ _id: creator.id, canBulkUpload: false });

  expect((await toggle(true)).status).toBe(200);
  expect(await profile()).toMatchObject({ canBulkUpload: true });
  expect((await send('5076000903')).status).toBe(200);
});
