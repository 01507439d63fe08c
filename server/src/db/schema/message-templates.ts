/**
 * First-message templates (docs/rules/templates.md#d12): each belongs to one admin group, or to none (a default, the
 * super-admin's, which every group sees). Names are unique within a group, whatever their case.
 */
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    /** The admin whose group it is; null for a default. */
    adminId: text('admin_id').references(() => users.id),
    name: text('name').notNull(),
    body: text('body').notNull(),
    /** Who saved it last; null for a default the install seeded. */
    updatedBy: text('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Defaults are one group: NULL would make every default's name distinct from every other's.
    uniqueIndex('message_templates_group_name_idx').on(
      sql`coalesce(${t.adminId}, '')`,
      sql`lower(${t.name})`,
    ),
  ],
);

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
