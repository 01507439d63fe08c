/**
 * The global fetching settings (docs/rules/settings.md#d7): read and saved by the super-admin; hold switched on starts
 * now; every save is in the audit trail and reaches every board, which shows the hold window (docs/rules/operations.md#d9.1).
 */
import { eq } from 'drizzle-orm';
import type { AuditValues, Settings, SettingsInput } from '../../../../src/contract';
import { type SettingsRow, settings } from '../../db/schema';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { Deps, ServiceDeps } from '../deps';

const toSettings = (row: SettingsRow): Settings => ({
  delayTime: row.delayTime,
  isDelayEnabled: row.isDelayEnabled,
  holdTime: row.holdTime,
  isHoldEnabled: row.isHoldEnabled,
  holdEnabledAt: row.holdEnabledAt?.toISOString() ?? null,
  leadsType: row.leadsType,
  releaseAfter: row.releaseAfter,
  noAnswerRetryMinutes: row.noAnswerRetryMinutes,
  maxAttempts: row.maxAttempts,
  callbackGraceMinutes: row.callbackGraceMinutes,
  skipLimit: row.skipLimit,
  freshHours: row.freshHours,
  staleDays: row.staleDays,
  retentionMonths: row.retentionMonths,
  twoFactorRequiredFor: row.twoFactorRequiredFor,
});

export async function getSettings({ db }: Deps<'db'>): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return toSettings(row!);
}

/**
 * Saves the settings and records which fields changed, from what to what, in the same transaction
 * (docs/rules/audit.md#d10.1); a save that changes no field writes no entry.
 */
export async function updateSettings(
  { db, now: clock, events }: ServiceDeps,
  input: SettingsInput,
  by: AuditActor,
): Promise<Settings> {
  const now = clock();
  // docs/rules/claiming.md#d5.4: switching hold on without a time means "from now".
  const holdEnabledAt = input.holdEnabledAt
    ? new Date(input.holdEnabledAt)
    : input.isHoldEnabled
      ? now
      : null;
  const saved = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
    // An absent `releaseAfter` (or recycling setting) is undefined here, and an undefined value is
    // left out of the update: a client that predates the setting keeps the stored one (docs/rules/operations.md#d9.4).
    const [row] = await tx
      .update(settings)
      .set({ ...input, holdEnabledAt, updatedBy: by._id, updatedAt: now })
      .where(eq(settings.id, 1))
      .returning();
    const [before, after] = changed(toSettings(old!), toSettings(row!));
    if (Object.keys(after).length === 0) return toSettings(row!);
    await recordAudit(tx, {
      action: 'settings-changed',
      actor: by,
      at: now,
      target: { kind: 'settings', id: null, label: 'Settings' },
      before,
      after,
      // The settings are global: the super-admin's entry alone (docs/rules/audit.md#d10.3).
      adminId: null,
    });
    return toSettings(row!);
  });
  events.emit('boardChanged', { everyBoard: true });
  return saved;
}

/** The fields whose value differs, as they were and as they are. */
function changed(old: Settings, now: Settings): [AuditValues, AuditValues] {
  const before: AuditValues = {};
  const after: AuditValues = {};
  for (const key of Object.keys(now) as (keyof Settings)[]) {
    if (old[key] === now[key]) continue;
    before[key] = old[key];
    after[key] = now[key];
  }
  return [before, after];
}
