/**
 * The text a lead list's search looks in, one row per lead, kept by triggers on `rentals` (migration
 * 0006): the client's and the Facebook name, the number, the address and the client's email. Not the
 * house/apt details, rent or links: generic text ("2 bedrooms") that would match half the table and
 * swell the index every import writes to. The newline keeps a search from matching across two fields.
 *
 * A table of its own, not an index on `rentals`: each claim updates its lead twice, and every update
 * of a row adds an entry to each of its table's indexes. The trigram index there cost a claim ~15 % of
 * its time, and each vacuum ~20 ms while every claim waited (bench/claim).
 *
 * No foreign key to `rentals` (migration 0007): only the triggers write here, and a key would check
 * every imported row with a plan cached while `rentals` was tiny, a scan of the whole table per row.
 * A delete of leads removes their rows through a trigger instead of a cascade.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

export const rentalSearch = pgTable(
  'rental_search',
  {
    rentalId: text('rental_id').primaryKey(),
    body: text('body').notNull(),
  },
  (t) => [index('rental_search_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`)],
);
