/** Subscriptions as every list shows them (docs/rules/integrations.md#d15.7): with their group's admin, newest first. */
import { desc, type SQL, sql } from 'drizzle-orm';
import type { WebhookSubscription } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { users, webhookSubscriptions } from '../../db/schema';

export async function loadWebhooks(db: Db, where?: SQL): Promise<WebhookSubscription[]> {
  const rows = await db
    .select({
      id: webhookSubscriptions.id,
      url: webhookSubscriptions.url,
      events: webhookSubscriptions.events,
      enabled: webhookSubscriptions.enabled,
      disabledForFailures: webhookSubscriptions.disabledForFailures,
      adminId: webhookSubscriptions.adminId,
      adminName: users.name,
      createdAt: webhookSubscriptions.createdAt,
    })
    .from(webhookSubscriptions)
    .leftJoin(users, sql`${users.id} = ${webhookSubscriptions.adminId}`)
    .where(where)
    .orderBy(desc(webhookSubscriptions.createdAt), desc(webhookSubscriptions.id));
  return rows.map((row) => ({
    _id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabledForFailures: row.disabledForFailures,
    group: row.adminId === null ? null : { _id: row.adminId, name: row.adminName ?? '' },
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function loadWebhook(db: Db, id: string): Promise<WebhookSubscription | undefined> {
  const [found] = await loadWebhooks(db, sql`${webhookSubscriptions.id} = ${id}`);
  return found;
}
