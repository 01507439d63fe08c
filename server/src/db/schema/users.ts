/** Staff accounts of every role, soft-deleted so their leads and deals keep showing their names. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AssignFor, Language, Role } from '../../../../src/contract';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    assignFor: text('assign_for').$type<AssignFor>(),
    adminId: text('admin_id').references((): AnyPgColumn => users.id),
    teamLeaderId: text('team_leader_id').references((): AnyPgColumn => users.id),
    /** The daily pick cap (docs/rules/people.md#d4): pickers and admins only. */
    pickLimit: integer('pick_limit'),
    canBulkUpload: boolean('can_bulk_upload').notNull().default(false),
    /** The user's language for every screen and the server's messages (docs/rules/language.md). */
    language: text('language').$type<Language>().notNull().default('en'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the account's sessions last ended (a password reset, a changed email): access tokens issued before it are refused (services/auth/password-changed.ts). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** When the user last opened the bell: the messages to them since are unread (docs/rules/messages.md#d5.20). */
    messagesSeenAt: timestamp('messages_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // docs/rules/people.md#d4: an email is unique among users that are not deleted, whatever its case.
    uniqueIndex('users_active_email_idx').on(sql`lower(${t.email})`).where(sql`NOT ${t.isDeleted}`),
    index('users_admin_id_idx').on(t.adminId),
    index('users_team_leader_id_idx').on(t.teamLeaderId),
    index('users_role_idx').on(t.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
