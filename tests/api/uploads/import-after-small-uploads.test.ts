/**
 * The first large import after a few small ones: each imported row once took a scan of every lead
 * (a foreign key checked with a plan cached while `rentals` was tiny), so 20,000 rows took ~40 s and
 * every other request waited behind them. Exactly that sequence, on a fresh database; how long it
 * takes is bench/leads' to measure, so the guard against the cause is the key's absence.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rentals } from '../../../server/src/db/schema';
import { leadListsApi, pathTo, peopleApi, type UploadResult, uploadsApi } from '../../../src/contract';
import {
  getList,
  goodRow,
  HEADER,
  nextNumber,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
  upload,
  xlsxOf,
} from '../support';

let server: TestServer;
let token: string;

const BULK = pathTo(uploadsApi.importLeads);

beforeAll(async () => {
  server = await startTestServer();
  token = tokenOf(server, await superAdminOf(server));
}, 60_000);

afterAll(() => server?.close());

const countOf = async (query: ReturnType<typeof sql>) =>
  Number(((await server.app.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);

it('imports 20,000 rows after eight one-row uploads while other requests are answered', async () => {
  for (let i = 0; i < 8; i++) {
    const one = await upload(server, BULK, token, xlsxOf([HEADER, goodRow(nextNumber())]), 'one.xlsx');
    expect(one.status).toBe(200);
  }
  const numbers = Array.from({ length: 20_000 }, () => nextNumber());
  const big = upload(
    server,
    BULK,
    token,
    xlsxOf([HEADER, ...numbers.map((n) => goodRow(n, 'Imported Person'))]),
    'big.xlsx',
  );
  const profile = await server.call(peopleApi.profile, { token });
  expect(profile.status).toBe(200);

  const imported = await big;
  expect(imported.status).toBe(200);
  expect((imported.body.data as UploadResult).inserted).toBe(20_000);
  expect(await countOf(sql`SELECT count(*) AS n FROM rental_search`)).toBe(20_008);
  const found = await getList(server, pathTo(leadListsApi.listAllLeads), token, {
    search: numbers[12_345],
    startDate: '',
  });
  expect(found.body.data?.result.map((lead) => lead.number)).toEqual([numbers[12_345]]);
}, 180_000);

it('checks no imported row against every lead: the search table has no foreign key', async () => {
  const keys = sql`SELECT count(*) AS n FROM pg_constraint WHERE conrelid = 'rental_search'::regclass AND contype = 'f'`;
  expect(await countOf(keys)).toBe(0);
});

it('drops a deleted lead’s search row, as the key’s cascade did', async () => {
  const [lead] = await server.app.db.select({ id: rentals.id }).from(rentals).limit(1);
  await server.app.db.execute(sql`DELETE FROM rentals WHERE id = ${lead!.id}`);
  expect(await countOf(sql`SELECT count(*) AS n FROM rental_search WHERE rental_id = ${lead!.id}`)).toBe(0);
  expect(await countOf(sql`SELECT count(*) AS n FROM rental_search`)).toBe(20_007);
});
