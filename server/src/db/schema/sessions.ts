/**
 * Signed-in devices (docs/rules/auth.md, "Sessions"): one row per sign-in, whose id is its refresh
 * tokens' `family_id` and the access token's `sid`. Ending it revokes the family; the row stays, ended.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The User-Agent header at sign-in, cut to USER_AGENT_MAX characters. */
    userAgent: text('user_agent').notNull().default(''),
    /** The client's address (with TRUST_PROXY) at the last sign-in or refresh. */
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last sign-in or refresh: written by them only, never on an ordinary request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A sign-in through the provider (docs/rules/auth.md, "Single sign-on"): its identity and session. */
    oidcSub: text('oidc_sub'),
    oidcSid: text('oidc_sid'),
    /** The provider's refresh token, sealed; rotated by each re-check of the identity. */
    oidcRefreshSealed: text('oidc_refresh_sealed'),
    /** When the provider last confirmed the identity (the sign-in or a re-check). */
    oidcCheckedAt: timestamp('oidc_checked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_oidc_sub_idx').on(t.oidcSub)],
);

export type SessionRow = typeof sessions.$inferSelect;
