/**
 * Two-factor sign-in (docs/rules/auth.md, "Two-factor"): a user's authenticator secret, encrypted with
 * the server's key; its recovery codes, hashed and each usable once; and the tickets that carry a
 * passed first factor to the second step, hashed, short-lived and single-use.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OidcSessionLink } from './oidc';
import { users } from './users';

export const twoFactors = pgTable('two_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM of the base32 secret: iv, tag and ciphertext, base64url, joined by '.'. */
  secretSealed: text('secret_sealed').notNull(),
  /** Null while the user has not confirmed the secret with a code: it does not count yet. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of that step or an older one is refused. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** Set when a day's wrong codes at sign-in locked the account's two-factor sign-in (code-attempts.ts). */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

export const twoFactorTickets = pgTable(
  'two_factor_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `code`: the user has two-factor; `enrol`: the settings require it and the user sets it up. */
    purpose: text('purpose').$type<'code' | 'enrol'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Codes tried with this ticket, each counted before it is checked: a fifth wrong one ends it (second-step.ts). */
    codesTried: integer('codes_tried').notNull().default(0),
    /** A first factor passed at the provider: the session it starts carries this link (second-step.ts). */
    oidc: jsonb('oidc').$type<OidcSessionLink>(),
  },
  (t) => [index('two_factor_tickets_user_id_idx').on(t.userId)],
);

export type TwoFactorRow = typeof twoFactors.$inferSelect;
export type TwoFactorTicketRow = typeof twoFactorTickets.$inferSelect;
