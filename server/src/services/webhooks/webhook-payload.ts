/**
 * A delivery's body (docs/rules/integrations.md#d15.9), built when it is sent from the subject's row as it is then: a
 * lead erased since its event reads as erased, never as it was. A lead is read as its subscription's
 * reader reads it (an admin for a group's, the super-admin for one of no group, docs/rules/leads.md#d5.16);
 * `lead.erased` names the lead's id alone. The shape is the Standard Webhooks one: type, timestamp, data.
 */
import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow, iso } from '../../db/raw-rows';
import { loadDeal } from '../deals/load-deals';
import { findRental } from '../leads/rental-view';

export interface PayloadSource {
  event: WebhookEvent;
  subjectId: string;
  occurredAt: Date;
  /** The subscription's group; null: the super-admin's. */
  adminId: string | null;
}

async function dataOf(db: Db, { event, subjectId, adminId }: PayloadSource): Promise<unknown> {
  if (event === 'lead.erased') return { lead: { _id: subjectId } };
  if (event.startsWith('lead.')) {
    const lead = await findRental(db, sql`r.id = ${subjectId}`, adminId === null ? 'super-admin' : 'admin');
    return { lead: lead ?? { _id: subjectId } };
  }
  if (event.startsWith('deal.')) return { deal: (await loadDeal(db, subjectId)) ?? { _id: subjectId } };
  const found = await firstRow<{
    source: string;
    file_name: string;
    inserted: number;
    skipped: number;
    created_at: string;
  }>(
    db,
    sql`SELECT source, file_name, inserted, skipped, created_at FROM lead_imports WHERE id = ${subjectId}`,
  );
  return {
    import: found
      ? {
          _id: subjectId,
          source: found.source,
          fileName: found.file_name,
          inserted: found.inserted,
          skipped: found.skipped,
          createdAt: iso(found.created_at),
        }
      : { _id: subjectId },
  };
}

export async function webhookPayload(db: Db, source: PayloadSource): Promise<string> {
  return JSON.stringify({
    type: source.event,
    timestamp: source.occurredAt.toISOString(),
    data: await dataOf(db, source),
  });
}
