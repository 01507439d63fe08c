/**
 * POST /doNotContact (docs/rules/do-not-contact.md#d5.13): a number, written any common way, goes on the do-not-contact list
 * as E.164 with its reason, and the leads with it that nobody holds end, in one transaction with its
 * audit entry (docs/rules/audit.md#d10.1).
 */
import { sql } from 'drizzle-orm';
import {
  ALREADY_ON_DO_NOT_CONTACT,
  type DoNotContactAdded,
  type DoNotContactInput,
  type PhoneCountry,
  type SystemReasonCode,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { HttpError } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { leadNumber } from '../leads/lead-number';
import { endListedLeads } from './end-listed-leads';
import { ENTRY_COLUMNS, type EntryRecord, toEntry } from './entry';
import { announceEnded } from './leads-ended';
import { lockForListing } from './listed';

/** Said under the number field, as the lead form's duplicate is. */
const alreadyListed = () =>
  new HttpError(409, ALREADY_ON_DO_NOT_CONTACT, [{ path: 'number', message: ALREADY_ON_DO_NOT_CONTACT }]);

/** `country` reads a number typed without + and a country code (config PHONE_COUNTRY). */
export async function addNumber(
  { db, now: clock, events }: ServiceDeps,
  adder: SessionUser,
  input: DoNotContactInput,
  country: PhoneCountry,
): Promise<DoNotContactAdded> {
  const now = clock();
  const number = leadNumber(input.number, country);
  const added = await db.transaction(async (tx) => {
    const listed = await listNumber(tx, adder, number, input.reason, now);
    if (!listed) throw alreadyListed();
    return listed;
  });
  announceEnded(events, added.leadsEnded);
  return added;
}

/**
 * Puts an E.164 `number` on the list inside the caller's transaction, with the leads it ends and its
 * audit entry; undefined, writing nothing, when it is listed already. The caller raises the ended
 * leads (`announceEnded`) once its transaction commits; an erasure of a client's data uses it too
 * (docs/rules/client-data.md#d13.3).
 */
export async function listNumber(
  tx: Db,
  adder: SessionUser,
  number: string,
  reason: string,
  now: Date,
  reasonCode: SystemReasonCode | null = null,
): Promise<DoNotContactAdded | undefined> {
  await lockForListing(tx);
  const row = await firstRow<EntryRecord>(
    tx,
    sql`WITH d AS (
        INSERT INTO do_not_contact (number, reason, reason_code, added_by_id, added_at)
        VALUES (${number}, ${reason}, ${reasonCode}, ${adder._id}, ${now})
        ON CONFLICT (number) DO NOTHING RETURNING *)
      SELECT ${ENTRY_COLUMNS} FROM d JOIN users u ON u.id = d.added_by_id`,
  );
  if (!row) return undefined;
  const leadsEnded = await endListedLeads(tx, [number], now);
  await recordAudit(tx, {
    action: 'do-not-contact-added',
    actor: adder,
    at: now,
    target: { kind: 'number', id: row.id, label: number },
    after: { reason, leadsEnded },
    adminId: groupOf({ id: adder._id, role: adder.role, adminId: adder.adminId }),
  });
  return { entry: toEntry(row), leadsEnded };
}
