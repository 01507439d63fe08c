/**
 * An import's preview and mapping (docs/rules/uploads.md#d5.7): headers matched by name and common variants, a mapping
 * sent back changed and applied by the real import, the first rows, the would-insert and would-skip
 * counts by reason through the import's own checks, nothing written but the look-up's audit entry, a
 * creator told no number's place on the do-not-contact list, and who may ask.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_MAPPING,
  BULK_UPLOAD_OFF,
  DUPLICATE_IN_FILE,
  DUPLICATE_NUMBER,
  doNotContactApi,
  type ImportPreview,
  LIKELY_DUPLICATE_ROW,
  MAPPING_SHARES_COLUMN,
  mappingBeyondHeader,
  NUMBER_SAVED_OR_LISTED,
  ON_DO_NOT_CONTACT,
  POST_EXISTS,
  pathTo,
  postKey,
  type UploadResult,
  uploadsApi,
} from '../../../src/contract';
import {
  addRental,
  addUser,
  buildGroup,
  type Callers,
  csvOf,
  goodRow,
  HEADER,
  query,
  signInCallers,
  startTestServer,
  type TestServer,
  tokenOf,
  upload,
  uploadWith,
  xlsxOf,
} from '../support';

let server: TestServer;
let callers: Callers;
let root: string;

const PREVIEW = pathTo(uploadsApi.previewImport);
const BULK = pathTo(uploadsApi.importLeads);
const FOR_USE = pathTo(uploadsApi.importToPool);

beforeAll(async () => {
  server = await startTestServer();
  callers = await signInCallers(server, await buildGroup(server));
  root = callers.token['super-admin']!;
}, 60_000);

afterAll(() => server?.close());

/** Headers a sheet made elsewhere might have: none is a field's own name, all are common variants. */
const RENAMED = ['FB Name', 'Client', 'Phone Number', 'Rent Price', 'Details', 'Location', 'URL', 'Notes'];
/** A good row in RENAMED's order, its post and address its own (docs/rules/leads.md#d5.14); the last cell is the unmapped Notes. */
const renamedRow = (number: string, name = 'Ana Lopez') => [
  'ana.fb',
  name,
  number,
  '$750',
  '2 bedrooms',
  `Calle ${number}`,
  `https://facebook.com/post/${number}`,
  'call after 5',
];

/** Headers nobody could guess: only a mapping by hand reads them. */
const ODD = ['Col A', 'Col B', 'Col C', 'Col D', 'Col E', 'Col F', 'Col G'];
const ODD_MAPPING = {
  facebook_name: 0,
  client_name: 1,
  number: 2,
  rent: 3,
  houseApt_details: 4,
  address: 5,
  post_link: 6,
};

const preview = (bytes: Uint8Array | string, filename = 'leads.csv', fields: Record<string, string> = {}) =>
  uploadWith(server, PREVIEW, root, bytes, filename, fields);

/**
 * Every row an import or a preview could write, to prove a preview wrote none; a preview that looked
 * numbers up writes its audit entry alone (`audit: false` leaves the trail out).
 */
const stored = async ({ audit = true } = {}) =>
  JSON.stringify(
    await Promise.all(
      [
        'rentals',
        'lead_imports',
        'pending_imports',
        'rental_search',
        'report_days',
        ...(audit ? ['audit_entries'] : []),
      ].map((table) => query(server, sql`SELECT * FROM ${sql.identifier(table)} ORDER BY 1`)),
    ),
  );

/** The audit entries of previews, oldest first. */
const previewEntries = () =>
  query<{ actor_id: string; target_label: string; after: unknown; admin_id: string | null }>(
    server,
    sql`SELECT actor_id, target_label, after, admin_id FROM audit_entries WHERE action = 'import-previewed'
      ORDER BY created_at, id`,
  );

describe('the proposed mapping', () => {
  it('matches renamed headers by their common variants, leaves unknown ones unmapped, and shows the first rows', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => renamedRow(`50761000${String(i).padStart(2, '0')}`));
    const response = await preview(xlsxOf([RENAMED, ...rows]), 'march.xlsx');
    expect(response.status).toBe(200);
    const data = response.body.data as ImportPreview;
    expect(data.headers).toEqual(RENAMED);
    expect(data.mapping).toEqual({
      facebook_name: 0,
      client_name: 1,
      number: 2,
      rent: 3,
      houseApt_details: 4,
      address: 5,
      post_link: 6,
    });
    expect(data.missing).toEqual([]);
    expect(data.rows).toHaveLength(10);
    expect(data.rows[0]).toEqual({ row: 2, cells: renamedRow('5076100000') });
    expect(data.rows[9]!.row).toBe(11);
    expect(data).toMatchObject({ insert: 12, skip: 0, reasons: [] });
    expect(response.body.message).toBe('Would insert: 12, Would skip: 0');
  });

  it.each([
    [['Facebook Name', 'client_name', 'NUMBER', 'rent', 'House/Apt Details', 'address', 'Post Link']],
    [['facebook', 'Name', 'Phone', 'Price', 'Description', 'Address', 'Link']],
    [['fb_name', 'client name', 'Mobile', 'Rent', 'houseApt_details', 'Street Address', 'post_link']],
  ])('reads %j', async (header) => {
    const data = (await preview(csvOf([header, goodRow('5076100100')]))).body.data as ImportPreview;
    expect(data.missing).toEqual([]);
    expect(Object.keys(data.mapping)).toHaveLength(7);
  });

  it('names the required fields no header matched, and counts every row as the import would skip it', async () => {
    const response = await preview(csvOf([ODD, goodRow('5076100200').slice(0, 7)]));
    expect(response.status).toBe(200);
    const data = response.body.data as ImportPreview;
    expect(data.mapping).toEqual({});
    expect(data.missing).toEqual([
      'facebook_name',
      'client_name',
      'number',
      'rent',
      'houseApt_details',
      'address',
      'post_link',
    ]);
    expect(data).toMatchObject({ insert: 0, skip: 1 });
    expect(data.reasons[0]!.rows).toEqual([2]);
  });
});

describe('a mapping sent back', () => {
  it('is applied by the preview and by the real import, which refuses the file without it', async () => {
    const file = csvOf([ODD, goodRow('5076100300').slice(0, 7), goodRow('5076100301').slice(0, 7)]);
    const mapping = JSON.stringify(ODD_MAPPING);
    const previewed = (await preview(file, 'odd.csv', { mapping })).body.data as ImportPreview;
    expect(previewed).toMatchObject({ mapping: ODD_MAPPING, missing: [], insert: 2, skip: 0 });

    const unmapped = await upload(server, BULK, root, file, 'odd.csv');
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.message).toMatch(/^No recognisable header: .* Missing: facebook_name, client_name/);

    const imported = await uploadWith(server, BULK, root, file, 'odd.csv', { mapping });
    expect(imported.status).toBe(200);
    expect(imported.body.data).toEqual({ inserted: 2, skipped: [] });
    const [lead] = await query<{ client_name: string; post_link: string }>(
      server,
      sql`SELECT client_name, post_link FROM rentals WHERE number = '+15076100300'`,
    );
    expect(lead).toEqual({ client_name: 'Ana Lopez', post_link: 'https://facebook.com/post/5076100300' });
  });

  it('can move a field to another column, or leave an optional one out', async () => {
    // Two name columns: the proposal takes "Client", the uploader wants "Tenant".
    const header = [...RENAMED.slice(0, 7), 'Tenant', 'Screenshot'];
    const row = [
      ...renamedRow('5076100400', 'Wrong Name').slice(0, 7),
      'Right Name',
      'https://x.test/ss.png',
    ];
    const proposed = (await preview(csvOf([header, row]))).body.data as ImportPreview;
    expect(proposed.mapping).toMatchObject({ client_name: 1, ss_link: 8 });
    const mapping = JSON.stringify({ ...proposed.mapping, client_name: 7, ss_link: null });
    const imported = await uploadWith(server, FOR_USE, root, csvOf([header, row]), 'two.csv', { mapping });
    expect(imported.body.data).toEqual({ inserted: 1, skipped: [] });
    const [lead] = await query<{ client_name: string; ss_link: string | null }>(
      server,
      sql`SELECT client_name, ss_link FROM rentals WHERE number = '+15076100400'`,
    );
    expect(lead).toEqual({ client_name: 'Right Name', ss_link: null });
  });

  it.each([
    ['not JSON', '{number:', BAD_MAPPING],
    ['an array', '[2]', BAD_MAPPING],
    ['an unknown field', '{"phone":2}', BAD_MAPPING],
    ['a column that is no whole number', '{"number":"2"}', BAD_MAPPING],
    ['a negative column', '{"number":-1}', BAD_MAPPING],
    ['one column for two fields', '{"number":2,"rent":2}', MAPPING_SHARES_COLUMN],
    ['a column past the header', '{"number":9}', mappingBeyondHeader(8)],
  ])('refuses %s with a 400 and writes nothing', async (_, mapping, message) => {
    const before = await stored();
    for (const path of [PREVIEW, BULK, FOR_USE]) {
      const response = await uploadWith(
        server,
        path,
        root,
        csvOf([RENAMED, renamedRow('5076100500')]),
        'bad.csv',
        { mapping },
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await stored()).toBe(before);
  });
});

describe('the counts', () => {
  it('skip by reason through the import’s own checks, equal what the import then does, and write nothing but the look-up’s entry', async () => {
    await addRental(server, { number: '+15076100601' });
    const listed = await server.call(doNotContactApi.add, {
      token: root,
      body: { number: '5076100602', reason: 'Asked by the client' },
    });
    expect(listed.status).toBe(200);
    // docs/rules/leads.md#d5.14: a post already saved (its link written otherwise), and a lead of the same rent and
    // address under another post.
    await addRental(server, {
      number: '+15076100699',
      postLink: 'https://www.facebook.com/post/5076100606/?fbclid=abc',
      postKey: postKey('https://www.facebook.com/post/5076100606/?fbclid=abc'),
    });
    await addRental(server, {
      number: '+15076100698',
      rent: '$750',
      address: 'Calle 5076100607',
      postLink: 'https://facebook.com/post/elsewhere',
      postKey: postKey('https://facebook.com/post/elsewhere'),
    });
    const rows = [
      renamedRow('5076100600'),
      renamedRow('5076100601'),
      renamedRow('5076100602'),
      renamedRow('5076100600'),
      renamedRow('5076100603', ''),
      renamedRow('5076100604'),
      renamedRow('5076100604'),
      renamedRow('5076100605'),
      renamedRow('5076100606'),
      renamedRow('5076100607'),
    ];
    const file = xlsxOf([RENAMED, ...rows]);
    const before = await stored({ audit: false });
    const response = await preview(file, 'mixed.xlsx');
    expect(await stored({ audit: false })).toBe(before);
    const data = response.body.data as ImportPreview;
    expect(data).toMatchObject({ insert: 3, skip: 7 });
    expect(data.reasons).toHaveLength(6);
    expect(data.reasons).toEqual(
      expect.arrayContaining([
        { reason: DUPLICATE_IN_FILE, count: 2, rows: [5, 8] },
        { reason: DUPLICATE_NUMBER, count: 1, rows: [3] },
        { reason: ON_DO_NOT_CONTACT, count: 1, rows: [4] },
        { reason: 'Client Name is required', count: 1, rows: [6] },
        { reason: POST_EXISTS, count: 1, rows: [10] },
        { reason: LIKELY_DUPLICATE_ROW, count: 1, rows: [11] },
      ]),
    );

    const imported = await upload(server, BULK, root, file, 'mixed.xlsx');
    const result = imported.body.data as UploadResult;
    expect(result.inserted).toBe(data.insert);
    expect(result.skipped).toHaveLength(data.skip);
  });

  it('refuses a file the import would refuse, with the same message', async () => {
    for (const [bytes, name, message] of [
      ['', 'empty.csv', 'The file is empty'],
      [csvOf([RENAMED]), 'header.csv', 'The file has no rows under its header'],
      ['a,b', 'notes.txt', 'Only .csv and .xlsx files can be uploaded'],
    ] as const) {
      const response = await preview(bytes, name);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe('issue 47 finding 7: a preview is a recorded look-up that tells no one the list they may not read', () => {
  it('records who looked up how many numbers of which file, and hides a listed number among saved ones from a creator', async () => {
    const group = await buildGroup(server);
    const creator = await addUser(server, {
      role: 'data-creator',
      canBulkUpload: true,
      adminId: group.admin.id,
      teamLeaderId: group.creatorLeader.id,
    });
    await addRental(server, { number: '+15076100801' });
    const listed = await server.call(doNotContactApi.add, {
      token: root,
      body: { number: '5076100802', reason: 'Asked by the client' },
    });
    expect(listed.status).toBe(200);
    const file = csvOf([
      HEADER,
      goodRow('5076100800'),
      goodRow('5076100801'),
      goodRow('5076100802'),
      goodRow('5076100803', ''),
    ]);
    const before = await previewEntries();

    const mine = await upload(server, PREVIEW, tokenOf(server, creator), file, 'lookup.csv');
    expect(mine.status).toBe(200);
    const data = mine.body.data as ImportPreview;
    expect(data).toMatchObject({ insert: 1, skip: 3 });
    expect(data.reasons).toEqual(
      expect.arrayContaining([
        { reason: NUMBER_SAVED_OR_LISTED, count: 2, rows: [3, 4] },
        { reason: 'Client Name is required', count: 1, rows: [5] },
      ]),
    );
    expect(JSON.stringify(mine.body)).not.toContain(ON_DO_NOT_CONTACT);
    expect(JSON.stringify(mine.body)).not.toContain(DUPLICATE_NUMBER);

    // The super-admin reads the list: its preview names each reason.
    const roots = await upload(server, PREVIEW, root, file, 'lookup.csv');
    expect((roots.body.data as ImportPreview).reasons).toEqual(
      expect.arrayContaining([
        { reason: DUPLICATE_NUMBER, count: 1, rows: [3] },
        { reason: ON_DO_NOT_CONTACT, count: 1, rows: [4] },
      ]),
    );

    // Each preview is in the trail: who, the file, the numbers it looked up (the valid rows'), its group.
    expect((await previewEntries()).slice(before.length)).toEqual([
      {
        actor_id: creator.id,
        target_label: 'lookup.csv',
        after: { numbersLookedUp: 3 },
        admin_id: group.admin.id,
      },
      {
        actor_id: expect.any(String),
        target_label: 'lookup.csv',
        after: { numbersLookedUp: 3 },
        admin_id: null,
      },
    ]);
  });

  it('records no look-up for a file refused before any number was looked up', async () => {
    const before = await previewEntries();
    expect((await preview(csvOf([RENAMED]), 'header.csv')).status).toBe(400);
    expect(await previewEntries()).toEqual(before);
  });
});

describe('who may preview', () => {
  const file = csvOf([HEADER, goodRow('5076100700')]);

  it.each([
    ['admin', 403],
    ['creator-leader', 403],
    ['picker-leader', 403],
    ['picker', 403],
    ['signed-out', 401],
  ] as const)('refuses the %s (%i) and writes nothing', async (who, status) => {
    const before = await stored();
    const response = await upload(server, PREVIEW, callers.token[who] ?? '', file, 'a.csv');
    expect(response.status).toBe(status);
    expect(await stored()).toBe(before);
  });

  it('refuses a creator without bulk upload, and answers one with it', async () => {
    const without = await upload(server, PREVIEW, callers.token.creator!, file, 'a.csv');
    expect(without.status).toBe(403);
    expect(without.body.message).toBe(BULK_UPLOAD_OFF);
    const creator = await addUser(server, { role: 'data-creator', canBulkUpload: true });
    const allowed = await upload(server, PREVIEW, tokenOf(server, creator), file, 'a.csv');
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ insert: 1, skip: 0 });
  });
});
