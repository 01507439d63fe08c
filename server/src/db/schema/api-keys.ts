/**
 * API keys (docs/rules/integrations.md#d15.3): another tool's way in, made by the super-admin or an
 * admin for one admin's group. The secret is shown once and only its SHA-256 is kept; a request's key
 * is found by its public id, then its secret's hash compared.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../../src/contract';
import { users } from './users';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey().default(sql`time_ordered_uuid()`),
    /** The secret's public part, `rlk_<publicId>_…`: what a request's key is looked up by. */
    publicId: text('public_id').notNull(),
    /** SHA-256 (hex) of the whole secret. */
    secretHash: text('secret_hash').notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** The admin whose group the key acts in (docs/rules/integrations.md#d15.4). */
    groupId: text('group_id')
      .notNull()
      .references(() => users.id),
    createdById: text('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request it made, to the minute (docs/rules/integrations.md#d15.5). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_public_id_idx').on(t.publicId),
    // The Integrations list: a group's keys, newest first.
    index('api_keys_group_idx').on(t.groupId, t.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
