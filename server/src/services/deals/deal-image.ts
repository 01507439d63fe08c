/** The closing image of a deal in the caller's scope, with the type it is served as. */
import { and, eq } from 'drizzle-orm';
import { DEAL_NOT_FOUND, IMAGE_NOT_FOUND } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { closedRentals } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import { IMAGE_EXTENSIONS } from './deal-form';
import { dealScope } from './deal-scope';
import type { ImageStore, StoredImage } from './image-store';

const TYPE_OF_EXTENSION = new Map(Object.entries(IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type]));

export async function dealImage(
  db: Db,
  images: ImageStore,
  caller: Caller,
  id: string,
): Promise<StoredImage & { type: string }> {
  const [deal] = await db
    .select({ closingImage: closedRentals.closingImage })
    .from(closedRentals)
    .where(and(eq(closedRentals.id, id), dealScope(caller)));
  if (!deal) throw notFound(DEAL_NOT_FOUND);
  const type = TYPE_OF_EXTENSION.get(deal.closingImage.split('.').pop()!);
  const image = type && (await images.open(deal.closingImage));
  if (!image || !type) throw notFound(IMAGE_NOT_FOUND);
  return { ...image, type };
}
