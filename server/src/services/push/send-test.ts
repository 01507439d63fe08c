/** 'Send a test notification' (docs/rules/notifications.md#d16.2): to each of the caller's own devices, at once. */
import { eq } from 'drizzle-orm';
import type { Language, PushTestResult } from '../../../../src/contract';
import { pushSubscriptions } from '../../db/schema';
import type { Deps } from '../deps';
import { removeDevices } from './deliver-queued';
import { DELIVERY, testNotice } from './notice-of';
import { type PushSigner, sendPush } from './send-push';

export async function sendTestNotice(
  { db }: Deps<'db'>,
  signer: PushSigner,
  userId: string,
  language: Language,
): Promise<PushTestResult> {
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const notice = await testNotice(language);
  const outcomes = await Promise.all(
    devices.map((device) => sendPush(signer, device, notice, DELIVERY.test)),
  );
  await removeDevices(
    db,
    devices.filter((_, i) => outcomes[i] === 'gone').map((device) => device.id),
  );
  return { sent: outcomes.filter((outcome) => outcome === 'sent').length };
}
