/** The closing image of a deal in the caller's scope. */
import { and, eq } from 'drizzle-orm';
import { DEAL_NOT_FOUND, IMAGE_NOT_FOUND } from '../../../../src/contract';
import { closedRentals } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { dealScope } from './deal-scope';
import type { ImageStore, StoredImage } from './image-store';

export async function dealImage(
  { db, images }: Deps<'db'> & { images: ImageStore },
  caller: Caller,
  id: string,
): Promise<StoredImage> {
  const [deal] = await db
    .select({ closingImage: closedRentals.closingImage })
    .from(closedRentals)
    .where(and(eq(closedRentals.id, id), dealScope(caller)));
  if (!deal) throw notFound(DEAL_NOT_FOUND);
  const image = await images.open(db, deal.closingImage);
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  return image;
}
