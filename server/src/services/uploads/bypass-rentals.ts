/**
 * Bypass Rentals (docs/rules/leads.md#d5): the super-admin hands `limit` pool leads straight to an admin as a
 * spreadsheet. It bypasses the pickers' rules too: hold, delay and daily limits do not apply. The
 * leads taken are raised as `bulkWritten` once committed.
 */
import { type BypassQuery, NO_SUCH_ADMIN, POOL_EMPTY } from '../../../../src/contract';
import { notFound } from '../../lib/http-error';
import { panamaToday } from '../../lib/panama-day';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { findActiveUserByEmail } from '../auth/find-user';
import type { ServiceDeps } from '../deps';
import { getSettings } from '../settings/settings';
import { exportFilename, leadsWorkbook } from './leads-workbook';
import { takeFromPool } from './take-from-pool';

export interface Download {
  filename: string;
  bytes: Buffer;
}

export async function bypassRentals(
  { db, now: clock, events }: ServiceDeps,
  by: AuditActor,
  { admin_email, limit }: BypassQuery,
  random: () => number = Math.random,
): Promise<Download> {
  const now = clock();
  const admin = await findActiveUserByEmail(db, admin_email);
  if (admin?.role !== 'admin') throw notFound(NO_SUCH_ADMIN);
  const { leadsType } = await getSettings({ db });
  const leads = await db.transaction(async (tx) => {
    const taken = await takeFromPool(
      tx,
      admin.id,
      limit,
      { leadsType, todayFrom: panamaToday(now).from, draw: random() },
      now,
    );
    if (taken.length === 0) throw notFound(POOL_EMPTY);
    // docs/rules/audit.md#d10.1: one entry for the whole hand-over, with its count, in the receiving admin's group.
    await recordAudit(tx, {
      action: 'leads-bypassed',
      actor: by,
      at: now,
      target: { kind: 'user', id: admin.id, label: admin.name },
      after: { asked: limit, taken: taken.length },
      adminId: admin.id,
    });
    return taken;
  });
  events.emit('bulkWritten', { rows: leads.length, kind: 'changed' });
  return { filename: exportFilename(now), bytes: leadsWorkbook(leads) };
}
