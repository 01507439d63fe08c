/**
 * Writes the planned deals in one transaction: each one's receipt goes through the server's image store
 * (the same table and naming as a picker's upload), then every deal and every status change in one
 * statement each. A deal copies its lead's fields from the lead's row, as closing one does.
 */
import { sql } from 'drizzle-orm';
import { DEAL_FIELDS, LEAD_FIELDS } from '../../../src/contract';
import type { Db } from '../db/database';
import type { ImageStore } from '../services/deals/image-store';
import type { DealPlan } from './history';
import { receiptPng } from './png';
import type { Random } from './random';
import { column } from './write-leads';

// The lead's fields a deal keeps sit under the same column names in both tables.
const dealColumns = (prefix: string) =>
  sql.raw(DEAL_FIELDS.map((name) => `${prefix}${LEAD_FIELDS[name].column}`).join(', '));
const DEAL_COLUMNS = dealColumns('');
const DEAL_COLUMNS_OF_R = dealColumns('r.');

/** The deals' image names, in the order of `deals`. */
async function saveImages(db: Db, images: ImageStore, random: Random, deals: DealPlan[]): Promise<string[]> {
  // Drawn first, in order, so the pictures do not depend on how the writes interleave.
  const pictures = deals.map(() => receiptPng(random));
  const names: string[] = [];
  // One at a time: a transaction's statements run one after another anyway.
  for (const png of pictures) names.push(await images.save(db, png, 'png'));
  return names;
}

export async function writeDeals(
  db: Db,
  images: ImageStore,
  random: Random,
  deals: DealPlan[],
): Promise<void> {
  if (deals.length === 0) return;
  await db.transaction(async (tx) => {
    const names = await saveImages(tx, images, random, deals);
    const withImages = deals.map((deal, i) => ({ deal, image: names[i]! }));
    const d = (pick: (row: (typeof withImages)[number]) => string | null) => column(withImages, pick);
    await tx.execute(sql`
      INSERT INTO closed_rentals (id, rental_id, ${DEAL_COLUMNS}, client_email,
        payment_method, closing_image, status, fetcher_id, fetcher_admin_id, fetcher_leader_id, creator_id,
        created_at, updated_at)
      SELECT u.id, r.id, ${DEAL_COLUMNS_OF_R}, r.client_email,
        u.payment, u.image, u.status, r.fetcher_id, r.fetcher_admin_id, r.fetcher_leader_id, r.creator_id,
        u.created::timestamptz, u.updated::timestamptz
      FROM unnest(${d((r) => r.deal.id)}, ${d((r) => r.deal.lead.id)}, ${d((r) => r.deal.paymentMethod)},
        ${d((r) => r.image)}, ${d((r) => r.deal.status)}, ${d((r) => r.deal.createdAt.toISOString())},
        ${d((r) => r.deal.changes.at(-1)!.at.toISOString())}) AS u(id, rental, payment, image, status, created, updated)
      JOIN rentals r ON r.id = u.rental`);
    const changes = deals.flatMap((deal) => deal.changes.map((change) => ({ deal, change })));
    const c = (pick: (row: (typeof changes)[number]) => string) => column(changes, pick);
    await tx.execute(sql`
      INSERT INTO closed_rental_changes (closed_rental_id, status, changed_by, changed_at)
      SELECT deal, status, by, at::timestamptz
      FROM unnest(${c((r) => r.deal.id)}, ${c((r) => r.change.status)}, ${c((r) => r.change.by)},
        ${c((r) => r.change.at.toISOString())}) AS u(deal, status, by, at)`);
  });
}
