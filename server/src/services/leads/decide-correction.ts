/**
 * A creator's answer to a picker's proposal (docs/rules/leads.md#d5.21): accepted, it is applied as the creator's own
 * correction (checked and audited on the one path, whatever became of the lead since); declined, it is
 * kept as declined. Only the lead's creator decides, and only a pending proposal: any other reads as unknown.
 */
import { sql } from 'drizzle-orm';
import {
  type AcceptCorrectionInput,
  CORRECTION_NOT_FOUND,
  type CreateRentalInput,
  postKey,
  type Rental,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { applyCorrection, lockForCorrection, lockLead } from './apply-correction';

interface Proposal {
  id: string;
  rental_id: string;
  changes: Record<string, string | null> | string;
}

/** The creator's pending proposal, locked so that two answers to it take turns. */
async function pendingProposal(tx: Db, creator: SessionUser, id: string): Promise<Proposal> {
  const found = await firstRow<Proposal>(
    tx,
    sql`SELECT c.id, c.rental_id, c.changes FROM lead_corrections c JOIN rentals r ON r.id = c.rental_id
      WHERE c.id = ${id} AND c.status = 'pending' AND r.creator_id = ${creator._id} FOR UPDATE OF c`,
  );
  if (!found) throw notFound(CORRECTION_NOT_FOUND);
  return found;
}

const decided = (tx: Db, id: string, status: 'accepted' | 'declined', creator: SessionUser, now: Date) =>
  tx.execute(
    sql`UPDATE lead_corrections SET status = ${status}, decided_at = ${now}, decided_by = ${creator._id}
      WHERE id = ${id}`,
  );

export async function acceptCorrection(
  { db, now: clock }: Deps<'db' | 'now'>,
  creator: SessionUser,
  id: string,
  { confirmDuplicate }: AcceptCorrectionInput,
): Promise<Rental> {
  const now = clock();
  return db.transaction(async (tx) => {
    const proposal = await pendingProposal(tx, creator, id);
    const changes = (
      typeof proposal.changes === 'string' ? JSON.parse(proposal.changes) : proposal.changes
    ) as Partial<CreateRentalInput>;
    await lockForCorrection(tx, changes.post_link ? postKey(changes.post_link) : null);
    const lead = (await lockLead(tx, sql`id = ${proposal.rental_id}`))!;
    const fields = { ...lead.values, ...changes } as CreateRentalInput;
    const rental = await applyCorrection(tx, {
      actor: creator,
      lead,
      fields,
      confirmDuplicate,
      reader: 'creator',
      now,
      also: { proposalId: proposal.id },
    });
    await decided(tx, proposal.id, 'accepted', creator, now);
    return rental;
  });
}

export async function declineCorrection(
  { db, now: clock }: Deps<'db' | 'now'>,
  creator: SessionUser,
  id: string,
): Promise<null> {
  const now = clock();
  return db.transaction(async (tx) => {
    await pendingProposal(tx, creator, id);
    await decided(tx, id, 'declined', creator, now);
    return null;
  });
}
