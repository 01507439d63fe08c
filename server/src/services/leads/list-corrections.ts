/**
 * The pending proposals on a creator's leads (docs/rules/leads.md#d5.21), newest first: each field's value now beside
 * the proposed one, so the creator sees what accepting changes.
 */
import { sql } from 'drizzle-orm';
import {
  type CorrectionProposal,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  MAX_PROPOSALS,
} from '../../../../src/contract';
import { iso, rowsOf } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import type { Deps } from '../deps';

const FIELDS = sql.raw(LEAD_FIELD_NAMES.map((name) => `r.${LEAD_FIELDS[name].column}`).join(', '));

export async function listCorrections(
  { db }: Deps<'db'>,
  creator: SessionUser,
): Promise<CorrectionProposal[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT c.id AS proposal_id, c.rental_id, c.changes, c.created_at AS proposed_at, u.name AS proposer, ${FIELDS}
      FROM lead_corrections c JOIN rentals r ON r.id = c.rental_id JOIN users u ON u.id = c.proposer_id
      WHERE r.creator_id = ${creator._id} AND c.status = 'pending'
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${MAX_PROPOSALS}`,
  );
  return rows.map((row) => {
    const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<
      string,
      string | null
    >;
    return {
      _id: row.proposal_id as string,
      rentalId: row.rental_id as string,
      number: row.number as string,
      proposedBy: row.proposer as string,
      // In the form's order: a jsonb object keeps its keys in an order of its own.
      changes: LEAD_FIELD_NAMES.filter((field) => field in changes).map((field) => ({
        field,
        from: row[LEAD_FIELDS[field].column] as string | null,
        to: changes[field] ?? null,
      })),
      createdAt: iso(row.proposed_at as string),
    };
  });
}
