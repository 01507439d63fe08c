/**
 * A fresh install has templates (docs/rules/templates.md#d12.1): the four defaults, seeded by migration 0027 as
 * DEFAULT_TEMPLATES holds them, and `generate-first-sms` keeps answering those texts (docs/rules/leads.md#d5.10).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, fillTemplate, leadsApi } from '../../../src/contract';
import { addUser, type Staff, startTestServer, superAdminOf, type TestServer } from '../support';
import { listAs, pickerListAs } from './calls';

let server: TestServer;
let root: Staff;

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
});
afterAll(() => server.close());

it('seeds the four defaults, which no one has edited yet', async () => {
  const res = await listAs(server, root);
  expect(res.status).toBe(200);
  const byName = [...DEFAULT_TEMPLATES].sort((a, b) => a.name.localeCompare(b.name));
  expect(res.body.data.map(({ name, body, group, updatedBy }) => ({ name, body, group, updatedBy }))).toEqual(
    byName.map(({ name, body }) => ({ name, body, group: null, updatedBy: null })),
  );
});

it('gives a picker outside any group the defaults', async () => {
  const picker = await addUser(server, { role: 'data-picker' });
  const res = await pickerListAs(server, picker);
  expect(res.body.data.map((t) => t.name)).toEqual((await listAs(server, root)).body.data.map((t) => t.name));
});

it('keeps generate-first-sms answering a default filled with both names', async () => {
  const picker = await addUser(server, { role: 'data-picker' });
  const texts = DEFAULT_TEMPLATES.map(({ body }) =>
    fillTemplate(body, { client_name: 'Maria', picker_name: 'Ana', rent: '', address: '', details: '' }),
  );
  const res = await server.call(leadsApi.firstSms, {
    token: picker.token,
    body: { client_name: 'Maria', ptw_name: 'Ana' },
  });
  expect(res.status).toBe(200);
  expect(texts).toContain(res.body.data);
});
