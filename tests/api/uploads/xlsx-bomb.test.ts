/**
 * A creator's bulk upload of a zip bomb (docs/rules/uploads.md#d5.7, docs/decisions.md#p70): whether every record tells the truth or the
 * central directory and the local headers disagree, the file is refused with a clear message, nothing
 * is written, and the next upload is read as usual.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_XLSX, pathTo, UNPACKS_TOO_LARGE, uploadsApi } from '../../../src/contract';
import {
  addUser,
  allLeads,
  buildGroup,
  goodRow,
  HEADER,
  startTestServer,
  type TestServer,
  tokenOf,
  upload,
  xlsxOf,
} from '../support';
import { deflateBomb, nestedBomb, storedOverDeflated, unlistedEntries } from '../support/hostile-zips';

let server: TestServer;
let token: string;

const BULK = pathTo(uploadsApi.importLeads);

beforeAll(async () => {
  server = await startTestServer();
  const group = await buildGroup(server);
  const creator = await addUser(server, {
    role: 'data-creator',
    adminId: group.admin.id,
    teamLeaderId: group.creatorLeaders[0].id,
    canBulkUpload: true,
  });
  token = tokenOf(server, creator);
}, 60_000);

afterAll(() => server?.close());

/** Each unpacks to 300 MB or more, past the 200 MB limit, from a file of a few hundred KB. */
const BOMBS: [string, () => Buffer, string][] = [
  ['a plain deflate bomb', () => deflateBomb(300), UNPACKS_TOO_LARGE],
  ['a directory saying stored over a deflated entry', () => storedOverDeflated(300), NOT_XLSX],
  ['entries the end record’s total leaves out', () => unlistedEntries(300, 2), NOT_XLSX],
  ['a bomb zipped inside as Index.zip', () => nestedBomb(300), NOT_XLSX],
];

describe('a zip bomb', () => {
  it.each(BOMBS)('%s is refused and writes nothing', async (_, bytes, message) => {
    const before = await allLeads(server);
    const response = await upload(server, BULK, token, bytes(), 'leads.xlsx');
    expect({ status: response.status, body: response.body }).toMatchObject({
      status: 400,
      body: { success: false, message },
    });
    expect(await allLeads(server)).toEqual(before);
  });

  it('leaves the next upload read as usual', async () => {
    await upload(server, BULK, token, storedOverDeflated(300), 'leads.xlsx');
    const response = await upload(server, BULK, token, xlsxOf([HEADER, goodRow('5076199101')]), 'leads.xlsx');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Inserted: 1, Skipped: 0');
  });
});
