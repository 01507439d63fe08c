/** The global fetching settings (rule D7): read and saved by the super-admin; hold switched on starts now. */
import { eq } from 'drizzle-orm';
import type { Settings, SettingsInput } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { type SettingsRow, settings } from '../../db/schema';

const toSettings = (row: SettingsRow): Settings => ({
  delayTime: row.delayTime,
  isDelayEnabled: row.isDelayEnabled,
  holdTime: row.holdTime,
  isHoldEnabled: row.isHoldEnabled,
  holdEnabledAt: row.holdEnabledAt?.toISOString() ?? null,
  leadsType: row.leadsType,
  releaseAfter: row.releaseAfter,
});

export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return toSettings(row!);
}

export async function updateSettings(db: Db, input: SettingsInput, by: string, now: Date): Promise<Settings> {
  // Rule D5.4: switching hold on without a time means "from now".
  const holdEnabledAt = input.holdEnabledAt
    ? new Date(input.holdEnabledAt)
    : input.isHoldEnabled
      ? now
      : null;
  // An absent `releaseAfter` is undefined here, and an undefined value is left out of the update:
  // a client that predates the setting keeps the stored one (rule D9.4).
  const [row] = await db
    .update(settings)
    .set({ ...input, holdEnabledAt, updatedBy: by, updatedAt: now })
    .where(eq(settings.id, 1))
    .returning();
  return toSettings(row!);
}
