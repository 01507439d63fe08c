/**
 * Deal images in the database (docs/rules/deals.md#d6.2): one `deal_images` row per deal, named `<uuid>.<ext>`, so every
 * server process on the database serves every image. An image is written through the deal's own
 * transaction, so a refused deal leaves none behind, and read back in slices, so serving one up to the
 * 5 MB limit never holds it whole (nor node-postgres's hex text of it, twice its size).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dealImages } from '../../db/schema';
import { IMAGE_EXTENSIONS } from './deal-form';

export interface StoredImage {
  stream: Readable;
  size: number;
  /** The content type it is served as. */
  type: string;
}

export interface ImageStore {
  /** Writes the bytes under a new name through `db` (the deal's transaction) and answers that name. */
  save(db: Db, bytes: Uint8Array, ext: string): Promise<string>;
  /** Undefined when no image has that name. */
  open(db: Db, name: string): Promise<StoredImage | undefined>;
}

const TYPE_OF_EXTENSION = new Map(Object.entries(IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type]));

/** The type an image stored under `name` is served as; undefined for an extension never stored. */
export const typeOfName = (name: string): string | undefined => TYPE_OF_EXTENSION.get(name.split('.').pop()!);

/** Big enough that an image takes a few statements, small enough that its hex text stays about a megabyte. */
const SLICE_BYTES = 512 * 1024;

const slice = (from: number) =>
  sql<Uint8Array>`substring(${dealImages.bytes} from ${from + 1} for ${SLICE_BYTES})`;

/** The slices after the first, each read when the answer is ready for it; a client gone stops the reads. */
async function* slices(db: Db, name: string, first: Uint8Array, size: number) {
  yield first;
  for (let at = first.length; at < size; at += SLICE_BYTES) {
    const [row] = await db
      .select({ part: slice(at) })
      .from(dealImages)
      .where(eq(dealImages.name, name));
    if (!row || row.part.length === 0) throw new Error(`The deal image ${name} ended after ${at} bytes`);
    yield row.part;
  }
}

export const databaseImages: ImageStore = {
  async save(db, bytes, ext) {
    const type = TYPE_OF_EXTENSION.get(ext);
    if (!type) throw new Error(`Deal images are never stored as .${ext}`);
    const name = `${randomUUID()}.${ext}`;
    await db.insert(dealImages).values({ name, contentType: type, bytes, size: bytes.length });
    return name;
  },
  async open(db, name) {
    const [head] = await db
      .select({ type: dealImages.contentType, size: dealImages.size, first: slice(0) })
      .from(dealImages)
      .where(eq(dealImages.name, name));
    if (!head) return undefined;
    // Not object mode: the stream then asks for the next slice only once the last one has drained.
    const stream = Readable.from(slices(db, name, head.first, head.size), { objectMode: false });
    return { stream, size: head.size, type: head.type };
  },
};
