/**
 * The server's answers in Spanish beside English, a sample of each area (docs/rules/language.md#d14.4):
 * a claim refusal, a success, a 409 with its field error, an upload's message with values and its
 * skipped rows' reasons, the first message and the picker's default templates. Codes, paths and data
 * stay as they are; only the words people read change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import {
  DEFAULT_TEMPLATES,
  DEFAULT_TEMPLATES_ES,
  leadsApi,
  POST_EXISTS,
  pathTo,
  peopleApi,
  templatesApi,
  type UploadResult,
  uploadsApi,
} from '../../../src/contract';
import {
  buildTeam,
  goodRow,
  HEADER,
  nextNumber,
  type Person,
  startLeadsServer,
  superAdminOf,
  type Team,
  type TestServer,
  tokenOf,
  upload,
  xlsxOf,
} from '../support';

let server: TestServer;
let team: Team;
let picker: Person;

const SPANISH = { 'accept-language': 'es' };

beforeAll(async () => {
  server = await startLeadsServer();
  team = await buildTeam(server);
  picker = team.pickers[0]!;
}, 60_000);
afterAll(() => server?.close());

const lead = (post: string) => ({
  facebook_name: 'Maria FB',
  client_name: 'Maria Lopez',
  number: nextNumber(),
  rent: '$1200',
  houseApt_details: '2 bedrooms',
  address: `${post} Ocean Avenue, Panama`,
  post_link: `https://facebook.com/groups/rentals/posts/${post}`,
});

describe('a claim refusal', () => {
  it('says an empty pool in Spanish with the same code', async () => {
    const english = await server.call(leadsApi.claim, { token: picker.token() });
    const spanish = await server.call(leadsApi.claim, { token: picker.token(), headers: SPANISH });
    expect(english.status).toBe(404);
    expect(spanish.status).toBe(404);
    expect(english.body).toMatchObject({ message: 'No rental is available right now', code: 'pool-empty' });
    expect(spanish.body).toMatchObject({
      message: 'No hay ningún alquiler disponible en este momento',
      code: 'pool-empty',
    });
  });
});

describe('a success and a 409', () => {
  it('says a created lead, and a second copy of its post refused under the same path', async () => {
    const token = team.creator.token();
    const created = await server.call(leadsApi.create, { token, body: lead('901'), headers: SPANISH });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('datos creados');
    const english = await server.call(leadsApi.create, { token, body: lead('901') });
    const spanish = await server.call(leadsApi.create, { token, body: lead('901'), headers: SPANISH });
    expect(english.status).toBe(409);
    expect(spanish.status).toBe(409);
    expect(english.body).toMatchObject({
      message: POST_EXISTS,
      errors: [{ path: 'post_link', message: POST_EXISTS }],
    });
    expect(spanish.body).toMatchObject({
      message: 'Esta publicación ya existe',
      errors: [{ path: 'post_link', message: 'Esta publicación ya existe' }],
    });
  });
});

describe('an upload', () => {
  let superAdmin: UserRow;
  const rows = () =>
    xlsxOf([
      HEADER,
      goodRow('5076000301'),
      goodRow('+1 507-600-0301', 'Same Number'),
      [...goodRow('5076000302').slice(0, 6), 'not a url', ''],
    ]);
  const reasons = (result: UploadResult) => result.skipped.map(({ row, reason }) => ({ row, reason }));

  beforeAll(async () => {
    superAdmin = await superAdminOf(server);
  });

  it("says the count and each skipped row's reason in the uploader's language", async () => {
    const token = tokenOf(server, superAdmin);
    const english = await upload(server, pathTo(uploadsApi.importLeads), token, rows(), 'en.xlsx');
    expect(english.status).toBe(200);
    expect(english.body.message).toBe('Inserted: 1, Skipped: 2');
    expect(reasons(english.body.data as UploadResult)).toEqual([
      { row: 3, reason: 'Duplicate of row 2 in this file' },
      { row: 4, reason: 'Post Link: Please enter a valid URL' },
    ]);

    // The upload sends no Accept-Language: the uploader's own choice speaks.
    await server.call(peopleApi.chooseLanguage, { token, body: { language: 'es' } });
    const spanish = await upload(
      server,
      pathTo(uploadsApi.importToPool),
      tokenOf(server, superAdmin),
      rows(),
      'es.xlsx',
    );
    expect(spanish.status).toBe(200);
    expect(spanish.body.message).toBe('Insertados: 0, Omitidos: 3');
    const data = spanish.body.data as UploadResult;
    expect(reasons(data)).toEqual([
      { row: 2, reason: 'Este número ya existe' },
      { row: 3, reason: 'Duplicado de la fila 2 de este archivo' },
      { row: 4, reason: 'Enlace de la publicación: Ingresa una URL válida' },
    ]);
    // The cells as read are data: they stay as the file has them.
    expect(data.skipped[0]).toMatchObject({ number: '5076000301', client_name: 'Ana Lopez' });
  });
});

describe('the first message', () => {
  it("shows a picker the seeded defaults in the picker's language; the text speaks the client's", async () => {
    const english = await server.call(templatesApi.forPicker, { token: picker.token() });
    const spanish = await server.call(templatesApi.forPicker, { token: picker.token(), headers: SPANISH });
    expect(spanish.body.message).toBe('Plantillas cargadas');
    const bodies = (answer: typeof english) => (answer.body.data ?? []).map(({ body }) => body).sort();
    expect(bodies(english)).toEqual(DEFAULT_TEMPLATES.map(({ body }) => body).sort());
    expect(bodies(spanish)).toEqual(DEFAULT_TEMPLATES_ES.map(({ body }) => body).sort());

    const names = { client_name: 'Rosa', ptw_name: 'Luis' };
    const first = await server.call(leadsApi.firstSms, { token: picker.token(), body: names });
    const primero = await server.call(leadsApi.firstSms, {
      token: picker.token(),
      body: names,
      headers: SPANISH,
    });
    const at = DEFAULT_TEMPLATES.findIndex(({ body }) => first.body.data === fill(body));
    expect(at).toBeGreaterThanOrEqual(0);
    // Without a lead the client's language is English (docs/rules/leads.md#d5.19); the envelope is the picker's.
    expect(primero.body.message).toBe('Primer mensaje generado');
    expect(primero.body.data).toBe(first.body.data);
  });
});

const fill = (body: string) => body.replace('{client_name}', 'Rosa').replace('{picker_name}', 'Luis');
