/**
 * The retention job (docs/rules/client-data.md#d13.4): once a Panama day, leads that ended invalid, not interested or
 * unreachable, and failed deals (with their leads), whose end is older than `retentionMonths` months
 * (0: never), are anonymised as an erasure does, and the run is one audit entry with its counts (none
 * when it anonymised nothing, docs/rules/audit.md#d10.2). A lead's end is its finish, or for a number made invalid
 * without one, its last change (nothing changes an invalid lead after); a deal's end is when it was
 * last set failed. Several processes may call it: the first to move the settings' `retention_ran_on`
 * to today runs it (only while retention is on), the others (waiting on that row, then seeing today) do nothing.
 * The rows are found and erased by the erasure's own code (client-rows.ts, anonymise.ts): the
 * messages, return notes and audit entries about them or quoting their numbers or emails, and the
 * tables rewritten after (docs/rules/client-data.md#d13.6).
 */
import { sql } from 'drizzle-orm';
import { ERASED_NUMBER_PREFIX, type PhoneCountry } from '../../../../src/contract';
import { firstRow, rowsOf } from '../../db/raw-rows';
import { panamaDayOf } from '../../lib/panama-day';
import { recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { anonymise } from './anonymise';
import { leadRows } from './client-rows';
import { askFilesRewrite } from './files-rewrite';
import { removeFolderFiles } from './folder-files';

/** Numbers already erased, left alone. */
const ERASED_LIKE = `${ERASED_NUMBER_PREFIX}%`;

export interface RetentionRun {
  retentionMonths: number;
  leads: number;
  deals: number;
  images: number;
  messages: number;
}

/** `months` calendar months before `now` (the 31st of a shorter month rolls into the next, as Date does). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Undefined when today's run was already made, here or by another process, or retention is off. */
export async function applyRetention(
  { db, now: clock, events }: ServiceDeps,
  { imageFolder, country }: { imageFolder: string; country: PhoneCountry },
): Promise<RetentionRun | undefined> {
  const now = clock();
  const today = panamaDayOf(now);
  const outcome = await db.transaction(async (tx) => {
    const setting = await firstRow<{ months: number }>(
      tx,
      sql`UPDATE settings SET retention_ran_on = ${today}
        WHERE id = 1 AND retention_months > 0 AND retention_ran_on IS DISTINCT FROM ${today}
        RETURNING retention_months AS months`,
    );
    if (!setting) return undefined;
    const cutoff = retentionCutoff(now, setting.months);
    const deals = await rowsOf<{ id: string; rental_id: string }>(
      tx,
      sql`SELECT d.id, d.rental_id FROM closed_rentals d
        WHERE d.status = 'failed' AND d.number NOT LIKE ${ERASED_LIKE}
          AND coalesce((SELECT max(c.changed_at) FROM closed_rental_changes c
            WHERE c.closed_rental_id = d.id AND c.status = 'failed'), d.updated_at) < ${cutoff}
        ORDER BY d.id FOR UPDATE`,
    );
    const leads = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT r.id FROM rentals r
        WHERE r.number NOT LIKE ${ERASED_LIKE} AND (
          (r.number_status = 'invalid' AND coalesce(r.finished_date, r.updated_at) < ${cutoff})
          OR (r.is_finished AND r.outcome IN ('not-interested', 'unreachable') AND r.finished_date < ${cutoff})
          OR r.id = ANY(${sql.param(deals.map((deal) => deal.rental_id))}::text[]))
          AND NOT EXISTS (SELECT 1 FROM closed_rentals d WHERE d.rental_id = r.id AND d.status <> 'failed')
        ORDER BY r.id FOR UPDATE`,
    );
    const rows = await leadRows(
      tx,
      leads.map((lead) => lead.id),
      deals.map((deal) => deal.id),
      { numbers: [], emails: [] },
      country,
    );
    const done = await anonymise(tx, rows, { now, country });
    const run: RetentionRun = {
      retentionMonths: setting.months,
      leads: done.leads,
      deals: done.deals,
      images: done.images.length,
      messages: done.messages,
    };
    if (run.leads + run.deals + run.messages > 0) {
      await askFilesRewrite(tx, now);
      await recordAudit(tx, {
        action: 'client-data-retention',
        actor: null,
        at: now,
        target: { kind: 'client', id: null, label: 'Retention' },
        after: { ...run },
        adminId: null,
      });
    }
    return { run, images: done.images };
  });
  if (!outcome) return undefined;
  await removeFolderFiles(imageFolder, outcome.images);
  if (outcome.run.leads > 0) events.emit('bulkWritten', { rows: outcome.run.leads, kind: 'changed' });
  return outcome.run;
}
