/**
 * A closing image over 5 MB is refused (docs/rules/deals.md#d6.2): 413 with the contract's message and no deal or
 * image stored, every time, whether the form's length is declared or it comes chunked, and wherever
 * the limit falls among the pieces the server reads. An image of exactly 5 MB is kept whole.
 * (The form is read part after part to its end, so the plugin's own limit error always reaches it.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealImages } from '../../../server/src/db/schema';
import { dealsApi, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, pathTo } from '../../../src/contract';
import {
  buildGroup,
  claimedLead,
  dealData,
  type Group,
  pngOfSize,
  postDeal,
  startTestServer,
  storedState,
  type TestServer,
} from '../support';
import { multipartPieces, type PiecesAnswer, postPieces } from '../support/multipart-pieces';

let server: TestServer;
let group: Group;

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
});

afterAll(() => server?.close());

const picker = () => group.pickers[0];

type Send = (image: Uint8Array<ArrayBuffer>) => Promise<PiecesAnswer>;

/** As the Deal Closing widget sends it: FormData over fetch, its length declared. */
const withFormData: Send = async (bytes) =>
  postDeal(server, picker().token, {
    data: dealData(await claimedLead(server, picker())),
    image: { bytes },
  });

/** The form's pieces: the data field, then the image cut every 64 KB from its first byte. */
async function dealPieces(bytes: Uint8Array) {
  const data = JSON.stringify(dealData(await claimedLead(server, picker())));
  return multipartPieces(
    { field: 'closing_image', filename: 'proof.png', type: 'image/png', bytes },
    { data },
  );
}

const headers = (contentType: string) => ({ authorization: picker().token, 'content-type': contentType });
const CLOSE = () => `${server.baseUrl}${pathTo(dealsApi.close)}`;

/** Chunked: the limit falls exactly between two pieces, where busboy cuts the image without a last piece. */
const chunked: Send = async (bytes) => {
  const { contentType, pieces } = await dealPieces(bytes);
  return postPieces(CLOSE(), headers(contentType), pieces);
};

async function expectRefused(send: () => Promise<PiecesAnswer>) {
  const before = await storedState(server);
  expect(await send()).toMatchObject({ status: 413, body: { success: false, message: IMAGE_TOO_LARGE } });
  expect(await storedState(server)).toEqual(before);
}

const OVER: [string, number][] = [
  ['1 byte', 1],
  ['1 KB', 1024],
  ['1 MB', 1024 * 1024],
];
const TRIES = [1, 2, 3];

describe.each([
  ['with FormData over fetch', withFormData],
  ['chunked in 64 KB pieces', chunked],
])('a closing image sent %s', (_, send) => {
  it.each(OVER.flatMap(([over, bytes]) => TRIES.map((attempt) => [over, attempt, bytes] as const)))(
    '5 MB and %s over is refused (try %i)',
    async (_, _attempt, over) => {
      await expectRefused(() => send(pngOfSize(MAX_IMAGE_BYTES + over)));
    },
  );

  it('of exactly 5 MB is kept whole', async () => {
    const image = pngOfSize(MAX_IMAGE_BYTES);
    const before = await storedState(server);
    expect(await send(image)).toMatchObject({ status: 201, body: { success: true } });
    const [added] = (await storedState(server)).images.filter((name) => !before.images.includes(name));
    const [row] = await server.app.db.select().from(dealImages).where(eq(dealImages.name, added!));
    expect(row!.size).toBe(MAX_IMAGE_BYTES);
    expect(Buffer.from(row!.bytes).equals(image)).toBe(true);
  });
});

describe('a form far over the limit', () => {
  it('is refused on its declared length, before the body arrives', async () => {
    const { contentType, pieces } = await dealPieces(pngOfSize(256 * 1024));
    // Only the first 256 KB of the declared gigabyte is ever sent: the answer cannot wait for the rest.
    await expectRefused(() => postPieces(CLOSE(), headers(contentType), pieces.slice(0, -1), 1024 ** 3));
  }, 10_000);

  it('is refused when it comes chunked, with no length declared', async () => {
    await expectRefused(() => chunked(pngOfSize(MAX_IMAGE_BYTES + 20 * 1024 * 1024)));
  });
});
