/**
 * A new subscription (docs/rules/integrations.md#d15.7) in the caller's group, or the one the super-admin names (none:
 * every group), its URL checked to lead to public addresses (docs/rules/integrations.md#d15.8), and its secret made here
 * in the Standard Webhooks form and answered this once.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  type CreatedWebhook,
  type NewWebhookInput,
  NO_SUCH_GROUP,
  PRIVATE_WEBHOOK_ADDRESS,
  TOO_MANY_WEBHOOKS,
  UNKNOWN_WEBHOOK_HOST,
  WEBHOOKS_PER_GROUP,
} from '../../../../src/contract';
import { users, webhookSubscriptions } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/http-error';
import type { Deps } from '../deps';
import { loadWebhook } from './load-webhooks';
import { checkAddress } from './public-address';
import { newWebhookGroup } from './webhook-scope';

/** 24 random bytes: the key `standardwebhooks` signs with, after its prefix. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Refuses a URL whose host is unknown or, unless allowed, private: one error on the URL field. */
export async function assertCallable(url: string, allowPrivate: boolean): Promise<void> {
  const found = await checkAddress(url);
  const message =
    found === 'unknown-host'
      ? UNKNOWN_WEBHOOK_HOST
      : found === 'private' && !allowPrivate
        ? PRIVATE_WEBHOOK_ADDRESS
        : null;
  if (message) throw badRequest(message, [{ path: 'url', message }]);
}

export async function createWebhook(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Caller,
  input: NewWebhookInput,
  allowPrivate: boolean,
): Promise<CreatedWebhook> {
  const adminId = newWebhookGroup(caller, input.adminId);
  await assertCallable(input.url, allowPrivate);
  const secret = newSecret();
  const id = await db.transaction(async (tx) => {
    if (adminId !== null && caller.role === 'super-admin') {
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, adminId), eq(users.role, 'admin'), eq(users.isDeleted, false)));
      if (!admin) throw badRequest(NO_SUCH_GROUP, [{ path: 'adminId', message: NO_SUCH_GROUP }]);
    }
    const ofGroup =
      adminId === null ? isNull(webhookSubscriptions.adminId) : eq(webhookSubscriptions.adminId, adminId);
    const [held] = await tx.select({ n: count() }).from(webhookSubscriptions).where(ofGroup);
    if ((held?.n ?? 0) >= WEBHOOKS_PER_GROUP) throw conflict(TOO_MANY_WEBHOOKS);
    const [created] = await tx
      .insert(webhookSubscriptions)
      .values({
        adminId,
        url: input.url,
        events: input.events,
        secret,
        createdBy: caller._id,
        createdAt: clock(),
      })
      .returning({ id: webhookSubscriptions.id });
    return created!.id;
  });
  return { ...(await loadWebhook(db, id))!, secret };
}
