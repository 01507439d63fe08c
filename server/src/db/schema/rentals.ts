/**
 * Leads (spec "Rental"). The creator's and fetcher's admin and leader are copied onto each lead so a
 * scoped list at a million rows reads one index, without joining users (decisions D4 scope).
 */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NumberStatus } from '../../../../src/contract';
import { users } from './users';

/** form: a creator's form; bulk: a bulk rental upload; for-use: the super-admin's upload for use. */
export type RentalSource = 'form' | 'bulk' | 'for-use';

export const rentals = pgTable(
  'rentals',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    facebookName: text('facebook_name').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    /** Digits only, unique across all leads (decisions D5). */
    number: text('number').notNull(),
    rent: text('rent').notNull(),
    houseAptDetails: text('house_apt_details').notNull(),
    address: text('address').notNull(),
    postLink: text('post_link').notNull(),
    ssLink: text('ss_link'),
    numberStatus: text('number_status').$type<NumberStatus>(),
    source: text('source').$type<RentalSource>().notNull().default('form'),
    creatorId: text('creator_id').references(() => users.id),
    creatorAdminId: text('creator_admin_id').references(() => users.id),
    creatorLeaderId: text('creator_leader_id').references(() => users.id),
    fetcherId: text('fetcher_id').references(() => users.id),
    fetcherAdminId: text('fetcher_admin_id').references(() => users.id),
    fetcherLeaderId: text('fetcher_leader_id').references(() => users.id),
    isFetched: boolean('is_fetched').notNull().default(false),
    isFinished: boolean('is_finished').notNull().default(false),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    finishedDate: timestamp('finished_date', { withTimezone: true }),
    /** A uniform random key: `random` claims the first pool row at or after a random point, without a scan. */
    rand: doublePrecision('rand').notNull().default(sql`random()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => {
    const inPool = sql`NOT ${t.isFetched} AND ${t.numberStatus} IS DISTINCT FROM 'invalid'`;
    return [
      uniqueIndex('rentals_number_idx').on(t.number),
      // The pool, in each leadsType order: partial indexes hold only claimable rows.
      index('rentals_pool_created_idx').on(t.createdAt).where(inPool),
      index('rentals_pool_rand_idx').on(t.rand).where(inPool),
      // "Does this picker hold a lead?" on every fetch.
      index('rentals_held_idx').on(t.fetcherId).where(sql`${t.isFetched} AND NOT ${t.isFinished}`),
      index('rentals_fetcher_finished_idx').on(t.fetcherId, t.finishedDate),
      index('rentals_fetcher_admin_finished_idx').on(t.fetcherAdminId, t.finishedDate),
      index('rentals_fetcher_leader_finished_idx').on(t.fetcherLeaderId, t.finishedDate),
      index('rentals_creator_created_idx').on(t.creatorId, t.createdAt),
      index('rentals_creator_admin_created_idx').on(t.creatorAdminId, t.createdAt),
      index('rentals_creator_leader_created_idx').on(t.creatorLeaderId, t.createdAt),
      index('rentals_created_idx').on(t.createdAt),
      index('rentals_updated_idx').on(t.updatedAt),
    ];
  },
);

export type RentalRow = typeof rentals.$inferSelect;
