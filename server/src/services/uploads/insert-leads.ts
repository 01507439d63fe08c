/**
 * Inserts an import's leads in ONE statement: one array parameter per column through unnest, and
 * ON CONFLICT (number) DO NOTHING, so a number already in the database, or saved by someone else
 * while the import runs, is left out instead of failing the rest. A number on the do-not-contact list
 * is left out too (docs/rules/do-not-contact.md#d5.13), read under the lead writers' lock so that none listed meanwhile slips
 * in; so is a post already saved, and a likely duplicate of a lead made lately (docs/rules/leads.md#d5.14: an import
 * has no "Create anyway"), read under the posts' lock. The leads belong to the import's `batch`,
 * hidden until it is published (docs/rules/uploads.md#d5.7).
 */
import { type SQL, sql } from 'drizzle-orm';
import { LIKELY_DUPLICATE_ROW, ON_DO_NOT_CONTACT, POST_EXISTS } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { published, type RentalSource } from '../../db/schema';
import { lockForLeadWrites } from '../do-not-contact/listed';
import { likelyDuplicateOf, likelySince, lockAllPosts } from '../leads/duplicates';
import { LEAD_COLUMN_LIST, leadArrays } from '../leads/lead-insert';
import type { UploadLead } from './check-rows';

/** Who the imported leads belong to: the uploader, or nobody (upload for use). */
export interface LeadOwner {
  source: RentalSource;
  creatorId: string | null;
  creatorAdminId: string | null;
  creatorLeaderId: string | null;
}

/** The numbers inserted, and those left out with the reason (a number already saved is neither). */
export interface InsertedLeads {
  inserted: Set<string>;
  refused: Map<string, string>;
}

/**
 * Whether a stored lead `r` meets `condition`, one index lookup a row: a subquery with LIMIT is never
 * made a join, which at 1,000,000 leads the planner would answer by reading the whole table.
 */
const probe = (condition: SQL) => sql`(SELECT 1 FROM rentals r WHERE ${condition} LIMIT 1)`;

/** Why a checked row is left out, by the name of the check that stopped it. */
export const REASONS = {
  listed: ON_DO_NOT_CONTACT,
  posted: POST_EXISTS,
  likely: LIKELY_DUPLICATE_ROW,
} as const;

/**
 * The checks of docs/rules/do-not-contact.md#d5.13, docs/rules/leads.md#d5.14 over the rows of a CTE `u` (at least number, post_key, rent and
 * address), as the CTEs `listed`, `fresh` (not listed, its number not saved yet), `posted` and
 * `likely`. Each answers the rows the ones before it let through, so a row gets one reason, the first;
 * a number already saved is the insert's to say (its conflict), as before these checks. The import
 * writes what they let through; its preview only counts it.
 */
export const rowChecks = (now: Date) => sql`
      listed AS (SELECT u.number FROM u JOIN do_not_contact d ON d.number = u.number),
      fresh AS (
        SELECT u.* FROM u WHERE u.number NOT IN (SELECT number FROM listed)
          AND ${probe(sql`r.number = u.number`)} IS NULL),
      posted AS (SELECT u.number FROM fresh u WHERE ${probe(sql`r.post_key = u.post_key`)} IS NOT NULL),
      likely AS (
        SELECT u.number FROM fresh u WHERE u.number NOT IN (SELECT number FROM posted)
          AND ${probe(sql`${likelyDuplicateOf(sql`u.rent`, sql`u.address`, likelySince(now))} AND ${published(sql`r.import_id`)}`)}
            IS NOT NULL)`;

/** Run in the part's own transaction: the locks are held until it commits. */
export async function insertLeads(
  tx: Db,
  leads: UploadLead[],
  owner: LeadOwner,
  now: Date,
  batch: string,
): Promise<InsertedLeads> {
  if (leads.length === 0) return { inserted: new Set(), refused: new Map() };
  await lockForLeadWrites(tx);
  await lockAllPosts(tx);
  const keys = leads.map((lead) => lead.postKey);
  const languages = leads.map((lead) => lead.language);
  const rows = await rowsOf<{ number: string; why: keyof typeof REASONS | 'added' }>(
    tx,
    sql`WITH u AS (
        SELECT * FROM unnest(${leadArrays(leads)}, ${sql.param(keys)}::text[], ${sql.param(languages)}::text[])
          AS u (${LEAD_COLUMN_LIST}, post_key, language)),
      ${rowChecks(now)},
      added AS (
        INSERT INTO rentals (${LEAD_COLUMN_LIST}, post_key, language, source, creator_id, creator_admin_id, creator_leader_id,
          created_at, updated_at, import_id)
        SELECT u.*, ${owner.source}, ${owner.creatorId}, ${owner.creatorAdminId}, ${owner.creatorLeaderId},
          ${now}, ${now}, ${batch}
        FROM u WHERE u.number NOT IN (SELECT number FROM listed UNION ALL SELECT number FROM posted
          UNION ALL SELECT number FROM likely)
        ON CONFLICT (number) DO NOTHING
        RETURNING number)
      SELECT number, 'added' AS why FROM added UNION ALL SELECT number, 'listed' FROM listed
      UNION ALL SELECT number, 'posted' FROM posted UNION ALL SELECT number, 'likely' FROM likely`,
  );
  const inserted = new Set<string>();
  const refused = new Map<string, string>();
  for (const { number, why } of rows)
    if (why === 'added') inserted.add(number);
    else refused.set(number, REASONS[why]);
  return { inserted, refused };
}
