/**
 * Compressed API answers (server/src/plugins/compress.ts): JSON above the threshold in brotli or gzip as
 * the client accepts, the claim and the finish as they are, and nothing compressed twice or streamed
 * compressed: the exports' NDJSON, spreadsheets, images.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../../server/src/plugins/compress';
import { DEFAULT_SETTINGS, leadListsApi, leadsApi, pathTo, uploadsApi } from '../../src/contract';
import {
  buildGroup,
  claimedLead,
  closeDeal,
  type Group,
  insertLeads,
  personOf,
  pngOfSize,
  type Staff,
  setSettings,
  startLeadsServer,
  superAdminOf,
  type TestServer,
} from './support';
import { rawRequest, varyOf } from './support/raw-request';

let server: TestServer;
let group: Group;
let superAdmin: Staff;

const call = (
  path: string,
  token: string,
  encoding: string,
  init: { method?: string; body?: unknown } = {},
) =>
  rawRequest(`${server.baseUrl}${path}`, {
    method: init.method,
    headers: {
      authorization: token,
      'accept-encoding': encoding,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const allLeads = () => call(leadListsApi.listAllLeads.path, superAdmin.token, 'br, gzip');

beforeAll(async () => {
  server = await startLeadsServer();
  group = await buildGroup(server);
  superAdmin = await superAdminOf(server);
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest' });
  await insertLeads(server, 40, { creator: personOf(server, group.creator) });
});
afterAll(() => server.close());

describe('JSON answers', () => {
  it('go out in brotli to a client that accepts it, saying the answer varies by Accept-Encoding', async () => {
    const plain = await call(leadListsApi.listAllLeads.path, superAdmin.token, 'identity');
    const answer = await allLeads();
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(answer.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
  });

  it('go out in gzip to a client that accepts only gzip', async () => {
    const answer = await call(leadListsApi.listAllLeads.path, superAdmin.token, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(answer.body).toString()).data.result).toHaveLength(20);
  });

  it('go out as they are to a client that accepts neither', async () => {
    const answer = await call(leadListsApi.listAllLeads.path, superAdmin.token, 'identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString()).data.result).toHaveLength(20);
  });

  it('leave the claim and the finish as they are: one lead, under the threshold', async () => {
    const picker = group.pickers[0]!;
    const claim = await call(pathTo(leadsApi.claim), picker.token, 'br, gzip');
    const finish = await call(pathTo(leadsApi.finish), picker.token, 'br, gzip', {
      method: 'PATCH',
      body: { number_status: 'valid' },
    });
    for (const [name, answer] of [
      ['claim', claim],
      ['finish', finish],
    ] as const) {
      expect(answer.status, name).toBe(200);
      expect(answer.headers['content-encoding'], name).toBeUndefined();
      expect(answer.body.length, name).toBeLessThan(COMPRESS_FROM_BYTES);
      expect(JSON.parse(answer.body.toString()).data.rental.isFetched, name).toBe(true);
    }
  });
});

describe('answers that are not compressed again', () => {
  it('stream an export’s rows as they are read', async () => {
    const answer = await call(pathTo(leadListsApi.exportAllLeads), superAdmin.token, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(JSON.parse(answer.body.toString().split('\n')[0]!)).toMatchObject({ total: 40 });
  });

  it('send a spreadsheet as the zip it already is', async () => {
    const query = new URLSearchParams({ admin_email: group.admin.email, limit: '5' });
    const answer = await call(`${pathTo(uploadsApi.takeFromPool)}?${query}`, superAdmin.token, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/spreadsheetml/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(answer.body.subarray(0, 2).toString()).toBe('PK');
  });

  it('send a deal’s image as it is', async () => {
    const picker = group.pickers[1]!;
    const image = pngOfSize(8 * 1024);
    const deal = await closeDeal(server, picker, await claimedLead(server, picker, group.creator), {}, image);
    const answer = await rawRequest(new URL(deal.closing_image, server.baseUrl).href, {
      headers: { authorization: picker.token, 'accept-encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(new Uint8Array(answer.body)).toEqual(image);
  });
});
