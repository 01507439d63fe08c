/**
 * Leads (the API's "rental", docs/glossary.md). The creator's and fetcher's admin and leader are
 * copied onto each lead so a scoped list at a million rows reads one index, without joining users
 * (docs/rules/people.md#d4, scope).
 */
import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language, NumberStatus, RecordedOutcome } from '../../../../src/contract';
import { apiKeys } from './api-keys';
import { users } from './users';

/** form: a creator's form; bulk: a bulk rental upload; for-use: the super-admin's upload for use. */
export type RentalSource = 'form' | 'bulk' | 'for-use';

type Columns<K extends string> = Record<K, AnyPgColumn>;

/** The pool (docs/rules/leads.md#d5): not fetched, not invalid. Queries written this way use the partial pool indexes. */
export const inPool = (t: Columns<'isFetched' | 'numberStatus'>) =>
  sql`NOT ${t.isFetched} AND ${t.numberStatus} IS DISTINCT FROM 'invalid'`;

const isSet = (column: AnyPgColumn) => sql`${column} IS NOT NULL`;

/** A lead waiting to be served again (docs/rules/claiming.md#d5.5), of the kind `which` says; the due indexes' predicate. */
const isDue = (t: Columns<'dueAt' | 'numberStatus'>, which: SQL) =>
  sql`${t.dueAt} IS NOT NULL AND ${t.numberStatus} IS DISTINCT FROM 'invalid' AND ${which}`;

/** A number marked invalid (docs/rules/leads.md#d5: one-way). */
export const isInvalid = (t: Columns<'numberStatus'>) => sql`${t.numberStatus} = 'invalid'`;

/** A lead some picker (or a bypass) took: the rows of every Picked Leads view. */
export const isPicked = (t: Columns<'fetcherId'>) => isSet(t.fetcherId);

/**
 * A lead every read may see: not one of an import still being written (docs/rules/uploads.md#d5.7). Leads written by
 * a form have no import; an import's leads wait for its `pending_imports` row to be deleted. The pending
 * imports are read once a statement (an InitPlan) and each row is compared with them: a call of the SQL
 * function `lead_published` a row (never inlined, for its subquery) cost ~10 µs, so a list page whose
 * newest rows were a 50,000-row import being written spent half a second passing over them.
 *
 * One comparison of an expression the planner has no statistics on, so it reckons that about 95 % of
 * the rows pass. `import_id IS NULL OR import_id <> ALL (…)` had it reckon from the column's few
 * distinct imports instead, that almost none did: a list of 20,000 imported leads showed "about 2,001",
 * of 100,000 in five imports "about 10,737" (docs/decisions.md#p112). An import's id is never ''.
 */
export const published = (importId: SQL | AnyColumn) =>
  sql`coalesce(${importId}, '') <> ALL (ARRAY(SELECT id FROM pending_imports))`;

export const isPublished = (t: Columns<'importId'>) => published(t.importId);

/** A lead with a client email: the rows of Client Details. */
export const hasClientEmail = (t: Columns<'clientEmail'>) => sql`${t.clientEmail} <> ''`;

/**
 * Where a likely duplicate is looked for (docs/rules/leads.md#d5.14): the rent's digits and the address's digits, so
 * `$750` meets `750 a month` and "Calle 50" never meets "Calle 51"; the addresses' trigram similarity
 * then decides among the few leads of one key.
 */
export const likelyKey = (rent: SQLWrapper, address: SQLWrapper) =>
  sql`(regexp_replace(${rent}, '[^0-9]', '', 'g') || '|' || regexp_replace(${address}, '[^0-9]', '', 'g'))`;

export const rentals = pgTable(
  'rentals',
  {
    // Time-ordered (migration 0020, docs/decisions.md#p93): each new lead's id lands at the end of the primary
    // key and of rental_search's, not on a random page of each, which at 1,000,000 leads made a third
    // of a 50,000-row import's time.
    id: text('id').primaryKey().default(sql`time_ordered_uuid()`),
    facebookName: text('facebook_name').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    /** E.164 ('+15551234567'), unique across all leads (docs/decisions.md#p53). */
    number: text('number').notNull(),
    rent: text('rent').notNull(),
    houseAptDetails: text('house_apt_details').notNull(),
    address: text('address').notNull(),
    postLink: text('post_link').notNull(),
    ssLink: text('ss_link'),
    /**
     * The post link's key (contract post-link.ts, docs/rules/leads.md#d5.14). Not unique: leads saved before the rule
     * may share a post, so a new lead's check runs under an advisory lock on its key instead.
     */
    postKey: text('post_key'),
    numberStatus: text('number_status').$type<NumberStatus>(),
    /** The client's language, which the first message speaks (docs/rules/leads.md#d5.19). */
    language: text('language').$type<Language>().notNull().default('en'),
    source: text('source').$type<RentalSource>().notNull().default('form'),
    creatorId: text('creator_id').references(() => users.id),
    /** The API key a lead was created with (docs/rules/integrations.md#d15.6); null for a person's lead. */
    sourceApiKeyId: text('source_api_key_id').references(() => apiKeys.id),
    creatorAdminId: text('creator_admin_id').references(() => users.id),
    creatorLeaderId: text('creator_leader_id').references(() => users.id),
    fetcherId: text('fetcher_id').references(() => users.id),
    fetcherAdminId: text('fetcher_admin_id').references(() => users.id),
    fetcherLeaderId: text('fetcher_leader_id').references(() => users.id),
    isFetched: boolean('is_fetched').notNull().default(false),
    isFinished: boolean('is_finished').notNull().default(false),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    finishedDate: timestamp('finished_date', { withTimezone: true }),
    /**
     * How a picker last ended the lead other than by a Finish or an Invalid Number (docs/rules/claiming.md#d5.5): a
     * No Answer or a callback waits to be served again, the others end it. Null once a number status
     * is given.
     */
    outcome: text('outcome').$type<RecordedOutcome>(),
    /** Times the lead was served (claimed), the first claim included; a skip takes its serve back. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Set while the lead waits to be served again, to when: a No Answer's retry or a callback's time.
     * A waiting lead is fetched (so never in the fresh pool) and held by no one.
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** A personal callback's picker, until the grace after its time; null: anyone's of its team. */
    callbackPickerId: text('callback_picker_id'),
    /** A callback's team: the leader of the picker who set it. */
    callbackLeaderId: text('callback_leader_id'),
    /**
     * The lead's first call: its first Call or WhatsApp (docs/rules/claiming.md#d5.24) or its first ending by a
     * picker, whichever came first (docs/rules/claiming.md#d5.27). Null while never called.
     */
    firstCalledAt: timestamp('first_called_at', { withTimezone: true }),
    /** The picker's note with its last outcome. */
    outcomeNote: text('outcome_note'),
    /** The import that wrote the lead (null for a form's): hidden while that import is pending. */
    importId: text('import_id'),
    /** A uniform random key: `random` claims the first pool row at or after a random point, without a scan. */
    rand: doublePrecision('rand').notNull().default(sql`random()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // text_pattern_ops: the same index serves a search from a number's first digits (LIKE '+1555%')
    // under any database collation, as well as equality and the uniqueness itself.
    uniqueIndex('rentals_number_idx').on(t.number.op('text_pattern_ops')),
    // Duplicates beyond the number (docs/rules/leads.md#d5.14): one post's leads, and the leads of one likely key by date.
    index('rentals_post_key_idx').on(t.postKey),
    index('rentals_likely_idx').on(likelyKey(t.rent, t.address), t.createdAt),
    // The pool, in each leadsType order: partial indexes hold only claimable rows.
    index('rentals_pool_created_idx').on(t.createdAt).where(inPool(t)),
    index('rentals_pool_rand_idx').on(t.rand).where(inPool(t)),
    // The due leads a claim serves before fresh ones (docs/rules/claiming.md#d5.5), each lookup reading one entry: a
    // picker's own callbacks, a team's callbacks, the No Answer retries.
    index('rentals_due_mine_idx')
      .on(t.callbackPickerId, t.dueAt)
      .where(isDue(t, sql`${t.callbackPickerId} IS NOT NULL`)),
    index('rentals_due_team_idx')
      .on(t.callbackLeaderId, t.dueAt)
      .where(isDue(t, sql`${t.outcome} = 'callback'`)),
    // The push sweep's callbacks coming due or past their grace (docs/rules/notifications.md#d16.5), whoever's.
    index('rentals_due_callback_idx')
      .on(t.dueAt)
      .where(isDue(t, sql`${t.outcome} = 'callback'`)),
    index('rentals_due_retry_idx')
      .on(t.dueAt)
      .where(isDue(t, sql`${t.outcome} = 'no-answer'`)),
    // "Does this picker hold a lead?" on every claim; unique, so no picker can ever hold two.
    uniqueIndex('rentals_held_idx').on(t.fetcherId).where(sql`${t.isFetched} AND NOT ${t.isFinished}`),
    // Held leads by when they were claimed: the sweep that returns expired holds to the pool (docs/rules/operations.md#d9.4).
    index('rentals_held_since_idx').on(t.fetchedAt).where(sql`${t.isFetched} AND NOT ${t.isFinished}`),
    // Per-person indexes hold only rows that have that person: an imported lead (no fetcher, and no
    // creator when uploaded for use) skips them, which keeps a 50k-row import inside its time budget.
    index('rentals_fetcher_finished_idx').on(t.fetcherId, t.finishedDate).where(isSet(t.fetcherId)),
    index('rentals_fetcher_leader_finished_idx')
      .on(t.fetcherLeaderId, t.finishedDate)
      .where(isSet(t.fetcherLeaderId)),
    index('rentals_creator_created_idx').on(t.creatorId, t.createdAt).where(isSet(t.creatorId)),
    // An import's leads, for its publication's counts and for removing a failed one.
    index('rentals_import_idx').on(t.importId).where(isSet(t.importId)),
    // Lead lists: each scope and its natural order, with the id that breaks ties between rows of one
    // upload (same instant) so a page reads straight off the index and pages never overlap.
    index('rentals_created_idx').on(t.createdAt, t.id),
    // All Leads filtered to fetched (or finished, or valid) leads, or to invalid numbers: the newest
    // leads are often a fresh import still in the pool, and reading past them to the first matches
    // costs more than these indexes (imports skip them).
    index('rentals_fetched_created_idx').on(t.createdAt, t.id).where(sql`${t.isFetched}`),
    index('rentals_invalid_created_idx').on(t.createdAt, t.id).where(isInvalid(t)),
    index('rentals_updated_idx').on(t.updatedAt, t.id),
    index('rentals_creator_admin_created_idx')
      .on(t.creatorAdminId, t.createdAt, t.id)
      .where(isSet(t.creatorAdminId)),
    index('rentals_creator_leader_created_idx')
      .on(t.creatorLeaderId, t.createdAt, t.id)
      .where(isSet(t.creatorLeaderId)),
    index('rentals_fetcher_admin_finished_idx')
      .on(t.fetcherAdminId, t.finishedDate, t.id)
      .where(isSet(t.fetcherAdminId)),
    index('rentals_picked_finished_idx').on(t.finishedDate, t.id).where(isPicked(t)),
    index('rentals_client_updated_idx').on(t.updatedAt, t.id).where(hasClientEmail(t)),
    index('rentals_client_admin_updated_idx')
      .on(t.fetcherAdminId, t.updatedAt, t.id)
      .where(hasClientEmail(t)),
  ],
);

export type RentalRow = typeof rentals.$inferSelect;
