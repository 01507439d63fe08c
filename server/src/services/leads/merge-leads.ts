/**
 * Two leads made one (docs/rules/leads.md#d5.15): the older stays, whatever order they are given in. The newer one's
 * deal, messages, returns and releases move to it; when only the newer one was worked, its picking
 * (picker, verdict, outcome, attempts, due time) moves too; then the newer one is deleted, and the
 * report counters' triggers take its counts away with it (docs/rules/reports.md#d11.6). Both leads are locked first,
 * so a claim of either waits, or was first and the merge refuses a held lead. A held lead is never
 * merged, so no board changes.
 */
import { sql } from 'drizzle-orm';
import {
  MERGE_HELD,
  MERGE_SAME,
  MERGE_TWO_DEALS,
  type MergeLeadsInput,
  type MergeResult,
  NO_RENTAL_WITH_NUMBER,
  type PhoneCountry,
  RENTAL_NOT_FOUND,
} from '../../../../src/contract';
import { rowsOf } from '../../db/raw-rows';
import { published } from '../../db/schema';
import type { Actor } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { leadNumber } from './lead-number';

interface MergedLead {
  id: string;
  number: string;
  created_at: string;
  creator_admin_id: string | null;
  held: boolean;
  worked: boolean;
  has_deal: boolean;
}

/** What working a lead wrote on it, moved onto an unworked kept lead. */
const PICKING = [
  'number_status',
  'fetcher_id',
  'fetcher_admin_id',
  'fetcher_leader_id',
  'is_fetched',
  'is_finished',
  'fetched_at',
  'finished_date',
  'outcome',
  'attempts',
  'due_at',
  'callback_picker_id',
  'callback_leader_id',
  'outcome_note',
];
const TAKE_PICKING = sql.raw(PICKING.map((column) => `${column} = m.${column}`).join(', '));

export async function mergeLeads(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Actor,
  { leadId, number: typed }: MergeLeadsInput,
  country: PhoneCountry,
): Promise<MergeResult> {
  const now = clock();
  const number = leadNumber(typed, country);
  // docs/rules/people.md#d4: an admin's leads are those its creators made, as its All Leads lists them;
  // another group's lead is looked up as an unknown one is, so the answer never tells that it exists.
  const mine = caller.role === 'super-admin' ? sql`true` : sql`r.creator_admin_id = ${caller._id}`;
  return db.transaction(async (tx) => {
    const leads = await rowsOf<MergedLead>(
      tx,
      sql`SELECT r.id, r.number, r.created_at, r.creator_admin_id, r.is_fetched AND NOT r.is_finished AS held,
          r.is_fetched AS worked, EXISTS (SELECT 1 FROM closed_rentals c WHERE c.rental_id = r.id) AS has_deal
        FROM rentals r WHERE (r.id = ${leadId} OR r.number = ${number}) AND ${published(sql`r.import_id`)}
          AND ${mine}
        ORDER BY r.created_at, r.id FOR UPDATE`,
    );
    const named = leads.find((lead) => lead.id === leadId);
    const other = leads.find((lead) => lead.number === number);
    if (!named) throw notFound(RENTAL_NOT_FOUND);
    if (!other) throw notFound(NO_RENTAL_WITH_NUMBER);
    if (named.id === other.id) throw badRequest(MERGE_SAME);
    if (leads.some((lead) => lead.held)) throw conflict(MERGE_HELD);
    if (leads.every((lead) => lead.has_deal)) throw conflict(MERGE_TWO_DEALS);
    const [kept, merged] = leads as [MergedLead, MergedLead];
    for (const table of ['closed_rentals', 'messages', 'lead_returns', 'lead_releases', 'call_log'])
      await tx.execute(
        sql`UPDATE ${sql.identifier(table)} SET rental_id = ${kept.id} WHERE rental_id = ${merged.id}`,
      );
    const tookPicking = !kept.worked && merged.worked;
    await tx.execute(
      sql`UPDATE rentals k SET ${tookPicking ? sql`${TAKE_PICKING}, ` : sql``}
          client_email = coalesce(k.client_email, m.client_email), updated_at = ${now}
        FROM rentals m WHERE k.id = ${kept.id} AND m.id = ${merged.id}`,
    );
    await tx.execute(sql`DELETE FROM rentals WHERE id = ${merged.id}`);
    // docs/rules/audit.md#d10.1: the merged lead is gone, so the entry keeps what named it.
    await recordAudit(tx, {
      action: 'leads-merged',
      actor: caller,
      at: now,
      target: { kind: 'lead', id: kept.id, label: kept.number },
      before: { mergedId: merged.id, mergedNumber: merged.number },
      after: { keptId: kept.id, pickingMoved: tookPicking },
      // docs/rules/audit.md#d10.3: the leads' group, which is the caller's own for an admin (looked up so).
      adminId: kept.creator_admin_id,
    });
    return { keptId: kept.id, mergedId: merged.id };
  });
}
