/** Deals, closed rentals (docs/rules/deals.md#d6, docs/rules/deals.md): one per lead, with the history of status changes. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClosedStatus } from '../../../../src/contract';
import { rentals } from './rentals';
import { users } from './users';

export const closedRentals = pgTable(
  'closed_rentals',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    rentalId: text('rental_id')
      .notNull()
      .references(() => rentals.id),
    number: text('number').notNull(),
    rent: text('rent').notNull(),
    houseAptDetails: text('house_apt_details').notNull(),
    address: text('address').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    /** One of the contract's PAYMENT_METHODS, or the free text typed for Other. */
    paymentMethod: text('payment_method').notNull(),
    /** Its closing image: the name of a `deal_images` row, `<uuid>.<ext>` (an older version's file name). */
    closingImage: text('closing_image').notNull(),
    status: text('status').$type<ClosedStatus>().notNull().default('in-process'),
    fetcherId: text('fetcher_id')
      .notNull()
      .references(() => users.id),
    fetcherAdminId: text('fetcher_admin_id').references(() => users.id),
    fetcherLeaderId: text('fetcher_leader_id').references(() => users.id),
    creatorId: text('creator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('closed_rentals_rental_idx').on(t.rentalId),
    index('closed_rentals_fetcher_idx').on(t.fetcherId, t.createdAt),
    index('closed_rentals_admin_idx').on(t.fetcherAdminId, t.createdAt),
    index('closed_rentals_leader_idx').on(t.fetcherLeaderId, t.createdAt),
    index('closed_rentals_created_idx').on(t.createdAt),
  ],
);

export const closedRentalChanges = pgTable(
  'closed_rental_changes',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    closedRentalId: text('closed_rental_id')
      .notNull()
      .references(() => closedRentals.id),
    status: text('status').$type<ClosedStatus>().notNull(),
    changedBy: text('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closed_rental_changes_deal_idx').on(t.closedRentalId, t.changedAt)],
);

export type ClosedRentalRow = typeof closedRentals.$inferSelect;
