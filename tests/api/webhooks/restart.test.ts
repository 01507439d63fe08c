/**
 * The outbox outlives its process (docs/rules/integrations.md#d15.9): an event written by a server that is then killed
 * (`kill -9`) before it sent anything is delivered, signed, by the next start on the same data folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authApi, type LoginResult, pathTo, uploadsApi, webhooksApi } from '../../../src/contract';
import { type KillableServer, startKillableServer } from '../db/killable-server';
import { csvOf, goodRow, HEADER } from '../support';
import { type Receiver, startReceiver, verified } from './receiver';

const SUPERADMIN = { email: 'owner@restart.test', password: 'a-long-enough-password' };
const { DATABASE_URL: _url, ...baseEnv } = process.env;

let root: string;
let receiver: Receiver;
let running: KillableServer | undefined;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rental-leads-webhooks-'));
  receiver = await startReceiver();
});
afterAll(async () => {
  await running?.kill('SIGTERM');
  await receiver.close();
  await rm(root, { recursive: true, force: true });
});

const envFor = (sendSeconds: string): NodeJS.ProcessEnv => ({
  ...baseEnv,
  DATA_DIR: join(root, 'data'),
  LOG_LEVEL: 'silent',
  SUPERADMIN_EMAIL: SUPERADMIN.email,
  SUPERADMIN_PASSWORD: SUPERADMIN.password,
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_SEND_SECONDS: sendSeconds,
});

async function send(base: string, path: string, init: { token?: string; body: object }) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: init.token } : {}) },
    body: JSON.stringify(init.body),
  });
  return { status: response.status, body: await response.json() };
}

it('delivers after a restart what the killed process had only written', async () => {
  // This one never sends: the event can only leave through the next start.
  const first = await startKillableServer(envFor('0'));
  const signedIn = await send(first.base, pathTo(authApi.login), { body: SUPERADMIN });
  const token = (signedIn.body.data as LoginResult).accessToken;
  const hook = await send(first.base, pathTo(webhooksApi.create), {
    token,
    body: { url: receiver.url, events: ['import.published'] },
  });
  expect(hook.status).toBe(201);
  const form = new FormData();
  form.append('file', new Blob([csvOf([HEADER, goodRow('+15076099001')])]), 'leads.csv');
  const imported = await fetch(`${first.base}${pathTo(uploadsApi.importLeads)}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  expect(imported.status).toBe(200);
  await first.kill('SIGKILL');
  expect(receiver.received).toHaveLength(0);

  running = await startKillableServer(envFor('1'));
  await receiver.reached(1);
  const payload = verified(hook.body.data.secret, receiver.received[0]!);
  expect(payload.type).toBe('import.published');
  expect(payload.data).toEqual({ import: expect.objectContaining({ inserted: 1, fileName: 'leads.csv' }) });
}, 120_000);
