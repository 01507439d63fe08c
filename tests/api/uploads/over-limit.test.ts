/**
 * A file over 10 MB is refused whole (docs/rules/uploads.md#d5.7): 413 with the contract's message and no lead written,
 * every time, however far over, whether its length is declared or it comes chunked, and wherever
 * the limit falls among the pieces the server reads. A file of exactly 10 MB is read whole.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../../server/src/db/schema';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES, pathTo, uploadsApi } from '../../../src/contract';
import { HEADER, startTestServer, superAdminOf, type TestServer, tokenOf, upload } from '../support';
import { multipartPieces, type PiecesAnswer, postPieces } from '../support/multipart-pieces';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = tokenOf(server, await superAdminOf(server));
}, 60_000);

afterAll(() => server?.close());

const BULK = pathTo(uploadsApi.importLeads);
/** A row's post link starts with its own number, so no two rows are one post (docs/rules/leads.md#d5.14); this long. */
const LINK = 'https://facebook.com/post/5071000000/';
/** The review's rows carried a post_link of 950 characters. */
const LONG_LINK = 950;

let nextNumber = 5071000000;

/** A good row whose post_link is `linkLength` characters long, with a number no other row has. */
const row = (linkLength: number) => {
  const number = nextNumber++;
  return `ana.fb,Ana Lopez,${number},$750,2 bedrooms,Calle ${number},https://facebook.com/post/${number}/${'9'.repeat(linkLength - LINK.length)},`;
};

/** The review's file: 11,000 good rows, about 10.9 MB. */
const reviewCsv = () =>
  [HEADER.join(','), ...Array.from({ length: 11_000 }, () => row(LONG_LINK))].join('\n');

/** A CSV of good rows, exactly `bytes` long: the last row's post_link takes up the difference. */
function csvOfSize(bytes: number): string {
  const lines = [HEADER.join(',')];
  let size = lines[0]!.length;
  while (bytes - size > 2 * (LONG_LINK + 100)) {
    lines.push(row(LONG_LINK));
    size += 1 + lines.at(-1)!.length;
  }
  // Every number has ten digits, so any row with a bare link measures the last one's fixed part.
  const bare = row(LINK.length).length;
  lines.push(row(LINK.length + bytes - size - 1 - bare));
  return lines.join('\n');
}

type Send = (csv: string, path?: string) => Promise<PiecesAnswer>;

/** As the widget sends it: FormData over fetch, its length declared. */
const withFormData: Send = (csv, path = BULK) => upload(server, path, token, csv, 'leads.csv');

/**
 * Chunked, the file cut every 64 KB from its first byte: the limit falls exactly between two pieces,
 * where busboy cuts the file without pushing a last piece.
 */
const chunked: Send = (csv, path = BULK) => {
  const { contentType, pieces } = multipartPieces({
    field: 'file',
    filename: 'leads.csv',
    bytes: Buffer.from(csv),
  });
  return postPieces(
    `${server.baseUrl}${path}`,
    { authorization: token, 'content-type': contentType },
    pieces,
  );
};

async function leadCount(): Promise<number> {
  const [leads] = await server.app.db.select({ total: count() }).from(rentals);
  return leads!.total;
}

async function expectRefused(answer: Promise<PiecesAnswer>, before: number) {
  expect(await answer).toMatchObject({ status: 413, body: { success: false, message: FILE_TOO_LARGE } });
  expect(await leadCount()).toBe(before);
}

const OVER: [string, number][] = [
  ['1 byte', 1],
  ['1 KB', 1024],
  ['100 KB', 100 * 1024],
  ['1 MB', 1024 * 1024],
];
const TRIES = [1, 2, 3];

describe.each([
  ['with FormData over fetch', withFormData],
  ['chunked in 64 KB pieces', chunked],
])('a file sent %s', (_, send) => {
  it("of the review's 11,000 rows (10.9 MB) is refused whole", async () => {
    const csv = reviewCsv();
    expect(csv.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    await expectRefused(send(csv), await leadCount());
  });

  it.each(OVER.flatMap(([over, bytes]) => TRIES.map((attempt) => [over, attempt, bytes] as const)))(
    '10 MB and %s over is refused whole (try %i)',
    async (_, _attempt, over) => {
      const csv = csvOfSize(MAX_UPLOAD_BYTES + over);
      expect(Buffer.byteLength(csv)).toBe(MAX_UPLOAD_BYTES + over);
      await expectRefused(send(csv), await leadCount());
    },
  );

  it('1 byte over is refused by upload for use too', async () => {
    await expectRefused(
      send(csvOfSize(MAX_UPLOAD_BYTES + 1), pathTo(uploadsApi.importToPool)),
      await leadCount(),
    );
  });

  it('of exactly 10 MB is read whole and every row imported', async () => {
    const csv = csvOfSize(MAX_UPLOAD_BYTES);
    const rows = csv.split('\n').length - 1;
    const before = await leadCount();
    const answer = await send(csv);
    expect(answer).toMatchObject({ status: 200, body: { message: `Inserted: ${rows}, Skipped: 0` } });
    expect(await leadCount()).toBe(before + rows);
  }, 60_000);
});

describe('a body far over the limit', () => {
  const head = () =>
    multipartPieces({ field: 'file', filename: 'leads.csv', bytes: Buffer.from(csvOfSize(256 * 1024)) });

  it('is refused on its declared length, before the body arrives', async () => {
    const { contentType, pieces } = head();
    const before = await leadCount();
    // Only the first 256 KB of the declared gigabyte is ever sent: the answer cannot wait for the rest.
    const answer = postPieces(
      `${server.baseUrl}${BULK}`,
      { authorization: token, 'content-type': contentType },
      pieces.slice(0, -1),
      1024 ** 3,
    );
    await expectRefused(answer, before);
  }, 10_000);

  it('is refused when it comes chunked, with no length declared', async () => {
    await expectRefused(chunked(csvOfSize(MAX_UPLOAD_BYTES + 20 * 1024 * 1024)), await leadCount());
  });
});
