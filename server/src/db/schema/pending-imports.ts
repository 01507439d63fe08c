/**
 * Imports still being written (docs/rules/uploads.md#d5.7): their leads are in `rentals` with this `import_id`, and
 * every read leaves them out (`isPublished`) until one DELETE of the batch's row here publishes them
 * all at once. A batch marked `discarding`, or untouched for too long (its process died), is removed.
 */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const pendingImports = pgTable('pending_imports', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Moved on by each part written: a batch whose writer stopped goes stale and is swept. */
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull(),
  /** Set by a sweep before it deletes the batch's leads, so the writer cannot add or publish more. */
  discarding: boolean('discarding').notNull().default(false),
});
