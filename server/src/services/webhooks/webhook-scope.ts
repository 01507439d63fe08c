/**
 * Who manages which webhooks (docs/rules/integrations.md#d15.7): the super-admin every one, an admin its own group's.
 * Another group's subscription is unknown to an admin (404), as a template is.
 */
import { eq, type SQL } from 'drizzle-orm';
import { NOT_YOUR_GROUP_WEBHOOKS, WEBHOOK_NOT_FOUND } from '../../../../src/contract';
import { webhookSubscriptions } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { forbidden, notFound } from '../../lib/http-error';

/** The subscriptions a list shows the caller: every one for the super-admin, its group's for an admin. */
export const manageableWebhooks = (caller: Caller): SQL | undefined =>
  caller.role === 'super-admin' ? undefined : eq(webhookSubscriptions.adminId, caller._id);

/** The group a new subscription hears: the one the super-admin names (blank: every group), or the admin's own. */
export function newWebhookGroup(caller: Caller, adminId: string | undefined): string | null {
  if (caller.role === 'super-admin') return adminId || null;
  if (adminId && adminId !== caller._id) throw forbidden(NOT_YOUR_GROUP_WEBHOOKS);
  return caller._id;
}

export function assertManagesWebhook(caller: Caller, adminId: string | null): void {
  if (caller.role === 'super-admin' || adminId === caller._id) return;
  throw notFound(WEBHOOK_NOT_FOUND);
}
