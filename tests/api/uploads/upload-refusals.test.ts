/**
 * Files an upload refuses whole (docs/rules/leads.md#d5), each with a clear message and nothing written: empty,
 * not really a .csv/.xlsx, too large, too many rows, no header, a zip bomb, a malformed request.
 */
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingColumns } from '../../../server/src/services/uploads/check-rows';
import { zipEntries } from '../../../server/src/services/uploads/zip-entries';
import {
  EMPTY_FILE,
  FILE_TOO_LARGE,
  MAX_UPLOAD_ROWS,
  NO_ROWS,
  NOT_CSV,
  NOT_XLSX,
  ONLY_CSV_OR_XLSX,
  PLEASE_SELECT_FILE,
  pathTo,
  TOO_MANY_ROWS,
  uploadsApi,
} from '../../../src/contract';
import {
  allLeads,
  csvOf,
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
let token: string;

const BULK = pathTo(uploadsApi.importLeads);

beforeAll(async () => {
  server = await startTestServer();
  token = tokenOf(server, await superAdminOf(server));
}, 60_000);

afterAll(() => server?.close());

/** The first bytes of a PNG image: what a renamed picture starts with. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0,
]);

/**
 * An .xlsx whose sheet really inflates to 256 MB (250 KB packed) while its size fields still declare
 * the small sheet it replaced, as a zip bomb's do.
 */
function zipBomb(): Buffer {
  const file = Buffer.from(xlsxOf([HEADER, goodRow('5076100001')]));
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  for (const entry of zipEntries(file)!) {
    const nameLength = file.readUInt16LE(entry.offset + 26);
    const start = entry.offset + 30 + nameLength + file.readUInt16LE(entry.offset + 28);
    const header = Buffer.from(file.subarray(entry.offset, entry.offset + 30 + nameLength));
    header.writeUInt16LE(0, 28);
    let data = file.subarray(start, start + entry.compressedSize);
    if (entry.name === 'xl/worksheets/sheet1.xml') {
      data = deflateRawSync(Buffer.alloc(256 * 1024 * 1024, 0x20), { level: 9 });
      header.writeUInt16LE(8, 8);
      header.writeUInt32LE(data.length, 18);
    }
    const central = Buffer.alloc(46 + nameLength);
    central.writeUInt32LE(0x02014b50, 0);
    header.copy(central, 6, 4, 26); // version, flags, method, time, date, crc, sizes: as the local header
    central.writeUInt16LE(nameLength, 28);
    central.writeUInt32LE(
      parts.reduce((sum, part) => sum + part.length, 0),
      42,
    );
    header.copy(central, 46, 30);
    parts.push(header, data);
    directory.push(central);
  }
  const start = parts.reduce((sum, part) => sum + part.length, 0);
  const size = directory.reduce((sum, entry) => sum + entry.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length, 8);
  end.writeUInt16LE(directory.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/** `rows` data rows in CSV text, each with its own number. */
const manyRows = (rows: number) =>
  [
    HEADER.join(','),
    // Short rows: the count is refused before any row is checked, and must not reach the size limit first.
    ...Array.from(
      { length: rows },
      (_, i) => `fb,Ana,${5070000000 + i},$750,2 bed,Calle 1,https://f.co/${i},`,
    ),
  ].join('\n');

const REFUSED: [string, () => Uint8Array | string, string, number, string][] = [
  ['an empty file', () => '', 'leads.csv', 400, EMPTY_FILE],
  ['a file of blank lines', () => '\n\n \n', 'leads.csv', 400, EMPTY_FILE],
  ['a header without rows', () => csvOf([HEADER]), 'leads.csv', 400, NO_ROWS],
  ['a picture renamed .csv', () => PNG, 'leads.csv', 400, NOT_CSV],
  ['a picture renamed .xlsx', () => PNG, 'leads.xlsx', 400, NOT_XLSX],
  ['CSV text renamed .xlsx', () => csvOf([HEADER, goodRow('5076100002')]), 'leads.xlsx', 400, NOT_XLSX],
  ['an .xlsx renamed .csv', () => xlsxOf([HEADER, goodRow('5076100003')]), 'leads.csv', 400, NOT_CSV],
  ['another file type', () => csvOf([HEADER, goodRow('5076100004')]), 'leads.txt', 400, ONLY_CSV_OR_XLSX],
  ['a zip bomb', zipBomb, 'leads.xlsx', 400, `${NOT_XLSX}: it unpacks to more than 200 MB`],
  [
    'rows without a header',
    () => csvOf([goodRow('5076100005'), goodRow('5076100006')]),
    'leads.csv',
    400,
    missingColumns([
      'facebook_name',
      'client_name',
      'number',
      'rent',
      'houseApt_details',
      'address',
      'post_link',
    ]),
  ],
  [
    'a header missing columns',
    () =>
      csvOf([
        ['client_name', 'Number', 'rent'],
        ['Ana', '5076100007', '$700'],
      ]),
    'leads.csv',
    400,
    missingColumns(['facebook_name', 'houseApt_details', 'address', 'post_link']),
  ],
  [`${MAX_UPLOAD_ROWS + 1} rows`, () => manyRows(MAX_UPLOAD_ROWS + 1), 'leads.csv', 400, TOO_MANY_ROWS],
  [
    'a 20 MB file',
    () => `${csvOf([HEADER])}\n${'x'.repeat(20 * 1024 * 1024)}`,
    'leads.csv',
    413,
    FILE_TOO_LARGE,
  ],
];

describe('a refused file', () => {
  it.each(REFUSED)('%s', async (_, bytes, filename, status, message) => {
    const before = await allLeads(server);
    const response = await upload(server, BULK, token, bytes(), filename);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ success: false, message });
    expect(await allLeads(server)).toEqual(before);
  });
});

describe('a malformed request', () => {
  it('without a file asks for one', async () => {
    const response = await server.call(uploadsApi.importLeads, { token, body: {} });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PLEASE_SELECT_FILE);
  });

  it('with the file in another field asks for one', async () => {
    const response = await upload(
      server,
      BULK,
      token,
      csvOf([HEADER, goodRow('5076100008')]),
      'a.csv',
      'upload',
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PLEASE_SELECT_FILE);
  });

  it('with a cut-off multipart body is a 400', async () => {
    const response = await fetch(`${server.baseUrl}${BULK}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nfacebook_name',
    });
    expect(response.status).toBe(400);
  });
});
