/**
 * Deals' closing images (docs/rules/deals.md#d6.2), in the database so every server process on it serves every image
 * (docs/rules/deals.md#d6.2). `name` is the `<uuid>.<ext>` a deal's `closing_image` holds; images never change.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../bytea';

export const dealImages = pgTable('deal_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** The length of `bytes`, read without touching them (the answer's Content-Length). */
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
