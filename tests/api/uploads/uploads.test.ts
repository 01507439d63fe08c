/**
 * Bulk rental upload and upload for use with good files (docs/rules/leads.md#d5): .xlsx and .csv built with
 * SheetJS, header matching, rows skipped with reasons, duplicates in the file and in the database,
 * who the leads belong to, and who may upload.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals, type UserRow } from '../../../server/src/db/schema';
import {
  BULK_UPLOAD_OFF,
  DUPLICATE_NUMBER,
  leadListsApi,
  pathTo,
  type UploadResult,
  uploadsApi,
} from '../../../src/contract';
import {
  addLeads,
  addUser,
  allLeads,
  buildGroup,
  csvOf,
  type Group,
  getList,
  goodRow,
  HEADER,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
  upload,
  xlsxOf,
} from '../support';

let server: TestServer;
let group: Group;
let superAdmin: UserRow;
let rootToken: string;

const BULK = pathTo(uploadsApi.importLeads);
const FOR_USE = pathTo(uploadsApi.importToPool);

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  superAdmin = await superAdminOf(server);
  rootToken = tokenOf(server, superAdmin);
}, 60_000);

afterAll(() => server?.close());

/** The leads stored under these US numbers (E.164, docs/decisions.md#p53), given as their ten digits. */
const leadsNumbered = (...numbers: string[]) =>
  Promise.all(
    numbers.map(
      async (n) =>
        (
          await server.app.db
            .select()
            .from(rentals)
            .where(eq(rentals.number, `+1${n}`))
        )[0],
    ),
  );

describe('a good file', () => {
  it('imports an .xlsx as the uploader’s leads, with any header spelling', async () => {
    const header = [
      'Facebook Name',
      'CLIENT_NAME',
      'number',
      'Rent',
      'house apt details',
      'Address',
      'Post_Link',
      'SS Link',
    ];
    const file = xlsxOf([header, goodRow('(507) 600-0001'), goodRow('5076000002', 'Luis Perez')]);
    const response = await upload(server, BULK, rootToken, file, 'leads.xlsx');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Inserted: 2, Skipped: 0');
    expect(response.body.data).toEqual({ inserted: 2, skipped: [] });
    const [first, second] = await leadsNumbered('5076000001', '5076000002');
    expect(first).toMatchObject({
      clientName: 'Ana Lopez',
      rent: '$750',
      houseAptDetails: '2 bedrooms, 1 bath',
      ssLink: null,
      source: 'bulk',
      creatorId: superAdmin.id,
      isFetched: false,
    });
    expect(second?.clientName).toBe('Luis Perez');
  });

  it('imports a .csv; numbers typed as numbers in Excel keep their digits', async () => {
    const csv = csvOf([
      HEADER,
      goodRow('5076000003'),
      [...goodRow('5076000004').slice(0, 7), 'https://x.test/ss.png'],
    ]);
    const response = await upload(server, BULK, rootToken, csv, 'leads.CSV');
    expect(response.body.data).toEqual({ inserted: 2, skipped: [] });
    const numberCell = xlsxOf([HEADER, [...goodRow('').slice(0, 2), 5076000005, ...goodRow('').slice(3)]]);
    expect((await upload(server, BULK, rootToken, numberCell, 'n.xlsx')).body.data).toEqual({
      inserted: 1,
      skipped: [],
    });
    const [, withShot, typedAsNumber] = await leadsNumbered('5076000003', '5076000004', '5076000005');
    expect(withShot?.ssLink).toBe('https://x.test/ss.png');
    expect(typedAsNumber).toBeDefined();
  });

  it('makes a creator with bulk upload the creator, in its group', async () => {
    const creator = await addUser(server, {
      role: 'data-creator',
      adminId: group.admin.id,
      teamLeaderId: group.creatorLeaders[0].id,
      canBulkUpload: true,
    });
    const response = await upload(
      server,
      BULK,
      tokenOf(server, creator),
      xlsxOf([HEADER, goodRow('5076000006')]),
      'a.xlsx',
    );
    expect(response.status).toBe(200);
    const [lead] = await leadsNumbered('5076000006');
    expect(lead).toMatchObject({
      creatorId: creator.id,
      creatorAdminId: group.admin.id,
      creatorLeaderId: group.creatorLeaders[0].id,
      source: 'bulk',
    });
  });

  it('puts an upload for use in the pool with no creator', async () => {
    const response = await upload(
      server,
      FOR_USE,
      rootToken,
      csvOf([HEADER, goodRow('5076000007')]),
      'pool.csv',
    );
    expect(response.body.data).toEqual({ inserted: 1, skipped: [] });
    const [lead] = await leadsNumbered('5076000007');
    expect(lead).toMatchObject({
      creatorId: null,
      creatorAdminId: null,
      source: 'for-use',
      isFetched: false,
    });
  });
});

describe('rows that cannot be imported', () => {
  it('are skipped with their cells and a reason; the rest is imported', async () => {
    await addLeads(server, [{ number: '+15076000100' }]);
    const file = xlsxOf([
      HEADER,
      goodRow('5076000101'),
      goodRow('+1 507-600-0101', 'Same Number'),
      goodRow('5076000100', 'Already Saved'),
      [...goodRow('5076000102').slice(0, 6), 'not a url', ''],
      ['', 'No Facebook', '5076000103', '$700', 'Studio apt', 'Calle 1', 'https://x.test/1', ''],
      goodRow('12345'),
      [],
      [...goodRow('5076000104').slice(0, 3), 'x'.repeat(31), ...goodRow('').slice(4)],
    ]);
    const response = await upload(server, BULK, rootToken, file, 'mixed.xlsx');
    expect(response.status).toBe(200);
    const result = response.body.data as UploadResult;
    expect(result.inserted).toBe(1);
    expect(result.skipped.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 3, reason: 'Duplicate of row 2 in this file' },
      { row: 4, reason: DUPLICATE_NUMBER },
      { row: 5, reason: 'Post Link: Please enter a valid URL' },
      { row: 6, reason: 'Facebook Name is required' },
      { row: 7, reason: 'Number: Please enter a valid phone number' },
      { row: 9, reason: 'Rent: Maximum 30 characters allowed' },
    ]);
    expect(result.skipped[1]).toEqual({
      row: 4,
      facebook_name: 'ana.fb',
      client_name: 'Already Saved',
      number: '5076000100',
      rent: '$750',
      houseApt_details: '2 bedrooms, 1 bath',
      address: 'Calle 5076000100, Panama',
      post_link: 'https://facebook.com/post/5076000100',
      ss_link: '',
      reason: DUPLICATE_NUMBER,
    });
    expect(response.body.message).toBe('Inserted: 1, Skipped: 6');
    const search = async (term: string) =>
      (
        await getList(server, pathTo(leadListsApi.listAllLeads), rootToken, { search: term })
      ).body.data.result.map((lead) => lead.number);
    expect(await search('507-600-0101')).toEqual(['+15076000101']);
    expect(await search('Already Saved')).toEqual([]);
  });

  it('skips a rent with no amount and details or an address of one word, each with its reason', async () => {
    const row = (number: string, rent: string, details: string, address: string) => {
      const cells = goodRow(number);
      return [...cells.slice(0, 3), rent, details, address, ...cells.slice(6)];
    };
    const file = xlsxOf([
      HEADER,
      row('5076000401', 'abc', '2 bd 1 ba, pets ok', '123 Main St, Denver, CO'),
      row('5076000402', '$1,200', 'x', 'y'),
      row('5076000403', '1,200 a month', '2 bd 1 ba, pets ok', '123 Main St, Denver, CO'),
    ]);
    const result = (await upload(server, BULK, rootToken, file, 'values.xlsx')).body.data as UploadResult;
    expect(result.inserted).toBe(1);
    expect(result.skipped.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 2, reason: 'Rent must include an amount, such as $750' },
      {
        row: 3,
        reason: 'House/Apt Details must have at least two words; Address must have at least two words',
      },
    ]);
    expect(await leadsNumbered('5076000401', '5076000402')).toEqual([undefined, undefined]);
    expect((await leadsNumbered('5076000403'))[0]?.rent).toBe('1,200 a month');
  });

  it('a formula reads as the value its spreadsheet saved, never evaluated', async () => {
    const file = xlsxOf([HEADER, goodRow('5076000201'), goodRow('5076000202')]);
    // Patch the saved sheet: B2 becomes a formula with its cached value, B3 a formula never calculated.
    const XLSX = await import('xlsx');
    const book = XLSX.read(file, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    sheet.B2 = { t: 's', v: 'Cached Name', f: 'CONCAT("Cached"," Name")' };
    sheet.B3 = { t: 'n', f: 'SUM(1,2)' } as never;
    const patched = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
    const response = await upload(server, BULK, rootToken, patched, 'formula.xlsx');
    const result = response.body.data as UploadResult;
    expect(result.inserted).toBe(1);
    expect(result.skipped).toMatchObject([{ row: 3, reason: 'Client Name is required' }]);
    const [lead] = await leadsNumbered('5076000201');
    expect(lead?.clientName).toBe('Cached Name');
  });

  it('CSV text that looks like a formula stays text', async () => {
    const csv = `${HEADER.join(',')}\n${goodRow('5076000203', '=1+2')
      .map((cell) => `"${cell}"`)
      .join(',')}\n`;
    expect((await upload(server, BULK, rootToken, csv, 'f.csv')).body.data).toEqual({
      inserted: 1,
      skipped: [],
    });
    expect((await leadsNumbered('5076000203'))[0]?.clientName).toBe('=1+2');
  });

  it('a huge cell fails its row on length, echoed cut short', async () => {
    const huge = 'y'.repeat(1_000_000);
    const csv = csvOf([HEADER, goodRow('5076000301', huge), goodRow('5076000302')]);
    const result = (await upload(server, BULK, rootToken, csv, 'huge.csv')).body.data as UploadResult;
    expect(result.inserted).toBe(1);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]).toMatchObject({ row: 2, reason: 'Client Name: Maximum 50 characters allowed' });
    expect(result.skipped[0]?.client_name?.length).toBeLessThan(3000);
  });
});

describe('who may upload', () => {
  it('refuses a creator without bulk upload (403), before reading the file', async () => {
    const before = await allLeads(server);
    const response = await upload(
      server,
      BULK,
      tokenOf(server, group.creators[0]),
      csvOf([HEADER, goodRow('5076000401')]),
      'a.csv',
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(BULK_UPLOAD_OFF);
    expect(await allLeads(server)).toEqual(before);
  });

  it.each([
    ['an admin', BULK, () => group.admin],
    ['a leader', BULK, () => group.creatorLeaders[0]],
    ['a picker', BULK, () => group.pickers[0]],
    ['an admin (for use)', FOR_USE, () => group.admin],
    ['a creator with bulk upload (for use)', FOR_USE, () => ({ ...group.creators[0], canBulkUpload: true })],
  ])('refuses %s', async (_, path, who) => {
    const response = await upload(
      server,
      path,
      tokenOf(server, who()),
      csvOf([HEADER, goodRow('5076000402')]),
      'a.csv',
    );
    expect(response.status).toBe(403);
  });
});
