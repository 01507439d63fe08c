/**
 * The instant before which a lead is stale (docs/rules/claiming.md#d5.28): `now` less the setting 'Stale after
 * (days)'. The lists mark and filter stale leads by it, on the lead's creation date.
 */
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema';
import type { Deps } from '../deps';
import type { RentalRecord } from '../leads/rental-view';

const DAY_MS = 86_400_000;

export async function staleBefore({ db }: Deps<'db'>, now: Date): Promise<Date> {
  const [row] = await db.select({ days: settings.staleDays }).from(settings).where(eq(settings.id, 1));
  return new Date(now.getTime() - row!.days * DAY_MS);
}

export const isStale = (row: Pick<RentalRecord, 'created_at'>, before: Date): boolean =>
  new Date(row.created_at) < before;
