/** Reads deals as the wire's ClosedRental: names of the picker, its leader and admin, the creator, and the status history. */
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ClosedRental, DEAL_FIELDS, dealsApi, pathTo } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { selectFields } from '../../db/lead-field-columns';
import { closedRentalChanges, closedRentals, users } from '../../db/schema';
import { API_PREFIX } from '../../lib/api-prefix';

/**
 * The image's address as a client uses it, root-relative with the API prefix; the deals routes make it
 * absolute on PUBLIC_URL when one is set (`withImageLinks`). The widget reads it with the token.
 */
export const imagePath = (dealId: string) => `${API_PREFIX}${pathTo(dealsApi.closingImage, { id: dealId })}`;

export interface Page {
  limit: number;
  offset: number;
}

async function historyOf(db: Db, dealIds: string[]): Promise<Map<string, ClosedRental['history']>> {
  const byDeal = new Map<string, ClosedRental['history']>();
  if (dealIds.length === 0) return byDeal;
  const rows = await db
    .select({
      dealId: closedRentalChanges.closedRentalId,
      status: closedRentalChanges.status,
      changedAt: closedRentalChanges.changedAt,
      changedBy: { _id: users.id, name: users.name },
    })
    .from(closedRentalChanges)
    .innerJoin(users, eq(users.id, closedRentalChanges.changedBy))
    .where(inArray(closedRentalChanges.closedRentalId, dealIds))
    .orderBy(asc(closedRentalChanges.changedAt));
  for (const { dealId, changedAt, ...change } of rows) {
    const history = byDeal.get(dealId) ?? [];
    history.push({ ...change, changedAt: changedAt.toISOString() });
    byDeal.set(dealId, history);
  }
  return byDeal;
}

/** The deals matching `where`, newest first. */
export async function loadDeals(db: Db, where: SQL, page?: Page): Promise<ClosedRental[]> {
  const fetcher = alias(users, 'fetcher');
  const leader = alias(users, 'leader');
  const admin = alias(users, 'admin');
  const creator = alias(users, 'creator');
  const query = db
    .select({
      deal: closedRentals,
      fields: selectFields(closedRentals, DEAL_FIELDS),
      fetcherName: fetcher.name,
      leaderName: leader.name,
      adminName: admin.name,
      creator: { _id: creator.id, name: creator.name },
    })
    .from(closedRentals)
    .innerJoin(fetcher, eq(fetcher.id, closedRentals.fetcherId))
    .leftJoin(leader, eq(leader.id, closedRentals.fetcherLeaderId))
    .leftJoin(admin, eq(admin.id, closedRentals.fetcherAdminId))
    .leftJoin(creator, eq(creator.id, closedRentals.creatorId))
    .where(where)
    // The id breaks ties so pages never repeat or skip a row.
    .orderBy(desc(closedRentals.createdAt), desc(closedRentals.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const histories = await historyOf(
    db,
    rows.map((row) => row.deal.id),
  );
  return rows.map(({ deal, fields, fetcherName, leaderName, adminName, creator }) => ({
    _id: deal.id,
    rentalId: deal.rentalId,
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
    ...fields,
    client_email: deal.clientEmail,
    status: deal.status,
    payment_method: deal.paymentMethod,
    closing_image: imagePath(deal.id),
    fetcher: { _id: deal.fetcherId, name: fetcherName, team_leader_name: leaderName, admin_name: adminName },
    creator,
    history: histories.get(deal.id) ?? [],
  }));
}

/** One deal by id, or undefined. */
export async function loadDeal(db: Db, id: string): Promise<ClosedRental | undefined> {
  const [deal] = await loadDeals(db, eq(closedRentals.id, id));
  return deal;
}
