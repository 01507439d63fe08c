/**
 * The import history (docs/rules/uploads.md#d5.7.2): one row per published import, keyed by its batch (the leads'
 * `import_id`), so its leads stay known after publication and a Revert can remove those nobody
 * claimed. Written in the transaction that publishes the batch; a revert fills the `reverted_*` columns.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RentalSource } from './rentals';
import { users } from './users';

export const leadImports = pgTable(
  'lead_imports',
  {
    /** The batch's id: `rentals.import_id` of every lead it wrote. */
    id: text('id').primaryKey(),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id),
    source: text('source').$type<Exclude<RentalSource, 'form'>>().notNull(),
    fileName: text('file_name').notNull(),
    inserted: integer('inserted').notNull(),
    skipped: integer('skipped').notNull(),
    /** The server's clock when the import was published (docs/decisions.md#p8). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    revertedById: text('reverted_by_id').references(() => users.id),
    /** Leads the revert removed, and those it left because someone had claimed them. */
    removed: integer('removed'),
    kept: integer('kept'),
  },
  (t) => [
    // The history newest first: the super-admin's whole, a creator's own.
    index('lead_imports_created_idx').on(t.createdAt, t.id),
    index('lead_imports_uploader_created_idx').on(t.uploaderId, t.createdAt, t.id),
  ],
);

export type LeadImportRow = typeof leadImports.$inferSelect;
