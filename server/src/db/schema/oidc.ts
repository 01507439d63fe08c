/**
 * OpenID Connect sign-in (docs/rules/auth.md, "Single sign-on"): the link of a provider identity to
 * an account, the sign-ins on their way through the provider (state, nonce and PKCE verifier, single
 * use, short-lived) and the hand-offs that carry a verified sign-in back to the page that asked for
 * it (hashed, single use, a minute).
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One provider identity (`sub`) per account, stored on its first sign-in; another `sub` is refused. */
export const oidcLinks = pgTable('oidc_links', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sub: text('sub').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A sign-in sent to the provider: found by its state's hash, bound to the browser that started it. */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    /** Hash of the random value of the browser's flow cookie: the callback must come from that browser. */
    browserHash: text('browser_hash').notNull(),
    /** Hash of the key the page that started it keeps: its hand-off is completed only with that key. */
    pageKeyHash: text('page_key_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oidc_flows_expires_at_idx').on(t.expiresAt)],
);

/** A verified sign-in waiting for its page to take it (POST /auth/oidc/complete). */
export const oidcHandoffs = pgTable('oidc_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sub: text('sub').notNull(),
  /** The flow's page key hash: only the page that started the sign-in completes it (login CSRF). */
  pageKeyHash: text('page_key_hash').notNull(),
  /** The provider's session (`sid` of the id token), for its back-channel logout. */
  providerSid: text('provider_sid'),
  /** The provider's refresh token, sealed (seal.ts): the session re-checks the identity with it. */
  refreshSealed: text('refresh_sealed'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type OidcHandoffRow = typeof oidcHandoffs.$inferSelect;

/** What a session started through the provider keeps of it. */
export interface OidcSessionLink {
  sub: string;
  sid: string | null;
  refreshSealed: string | null;
}
