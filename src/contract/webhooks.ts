/**
 * Webhooks (docs/rules/integrations.md#d15.7): subscriptions of an admin group, or of the super-admin for every
 * group, to the events below, each signed with its own secret (Standard Webhooks), and their delivery log.
 */
import { boolean, define, type Infer, object, optional } from 'superstruct';
import { optionalText, requiredText, requiredUrl } from './rules';

export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.claimed',
  'lead.outcome',
  'deal.created',
  'deal.status_changed',
  'import.published',
  'lead.erased',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** pending: not tried yet; retrying: failed, tried again later; delivered; failed: given up. */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX = 2000;
/** A group's subscriptions fit one list (docs/rules/integrations.md#d15.7). */
export const WEBHOOKS_PER_GROUP = 20;
/** Delivery log rows a subscription's log shows, newest first (docs/rules/integrations.md#d15.11). */
export const DELIVERY_LOG_SIZE = 50;

/** A subscription as every list shows it; its secret is shown only in the answer that created it. */
export interface WebhookSubscription {
  _id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** Turned off by the server after its deliveries kept failing (docs/rules/integrations.md#d15.10). */
  disabledForFailures: boolean;
  /** The admin group it hears; null: every group (the super-admin's). */
  group: { _id: string; name: string } | null;
  createdAt: string;
}

/** The answer to a create: the subscription and its secret, said this once. */
export interface CreatedWebhook extends WebhookSubscription {
  secret: string;
}

export interface WebhookDelivery {
  _id: string;
  eventId: string;
  event: WebhookEvent;
  status: DeliveryStatus;
  /** The receiver's HTTP status of the last attempt; null when none answered. */
  responseCode: number | null;
  durationMs: number | null;
  attempts: number;
  occurredAt: string;
  lastAttemptAt: string | null;
  /** When the next attempt is due (pending or retrying). */
  dueAt: string | null;
}

export const WEBHOOK_URL_LABEL = 'URL';
export const WEBHOOK_EVENTS_LABEL = 'Events';
export const WEBHOOK_GROUP_LABEL = 'Group';
export const CHOOSE_AN_EVENT = 'Choose at least one event';

const eventList = define<WebhookEvent[]>(WEBHOOK_EVENTS_LABEL, (value) => {
  if (!Array.isArray(value) || value.length === 0) return CHOOSE_AN_EVENT;
  const known = value.every((event) => (WEBHOOK_EVENTS as readonly unknown[]).includes(event));
  return known && new Set(value).size === value.length ? true : CHOOSE_AN_EVENT;
});

/** A new subscription: the super-admin may name a group (blank: every group); an admin's is its own. */
export const NewWebhookInput = object({
  url: requiredUrl(WEBHOOK_URL_LABEL, WEBHOOK_URL_MAX),
  events: eventList,
  adminId: optional(optionalText(WEBHOOK_GROUP_LABEL, 64)),
});
export type NewWebhookInput = Infer<typeof NewWebhookInput>;

/** Turning a subscription on or off; on again, its failures are forgotten. */
export const WebhookEnabledInput = object({ enabled: boolean() });
export type WebhookEnabledInput = Infer<typeof WebhookEnabledInput>;

export const WebhookIdParams = object({ id: requiredText('Id', 64) });
export const DeliveryIdParams = object({ id: requiredText('Id', 64), deliveryId: requiredText('Id', 64) });

export const WEBHOOKS_LISTED = 'Webhooks retrieved successfully';
export const WEBHOOK_CREATED = 'Webhook created: copy its secret now, it is not shown again';
export const WEBHOOK_UPDATED = 'Webhook updated successfully';
export const WEBHOOK_DELETED = 'Webhook deleted successfully';
export const DELIVERIES_LISTED = 'Deliveries retrieved successfully';
export const DELIVERY_RESENT = 'Delivery queued again';
/** Unknown, or another group's: the answer does not tell which. */
export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const NOT_YOUR_GROUP_WEBHOOKS = 'You may only manage your own group’s webhooks';
export const PRIVATE_WEBHOOK_ADDRESS =
  'This URL leads to a private or local address, which webhooks may not call';
export const UNKNOWN_WEBHOOK_HOST = 'This URL’s host could not be found';
export const TOO_MANY_WEBHOOKS = `A group has at most ${WEBHOOKS_PER_GROUP} webhooks: delete one first`;
