/** The answers of API keys, webhooks and Web Push (docs/rules/integrations.md, docs/rules/notifications.md). */
import { array, assign, boolean, nullable, number, object, string } from 'superstruct';
import { API_KEY_SCOPES } from '../api-keys';
import { apiKeysApi } from '../endpoints/api-keys';
import { pushApi } from '../endpoints/push';
import { webhooksApi } from '../endpoints/webhooks';
import { DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../webhooks';
import { type Answer, json, maybeText, named, nullValue, oneOf, person } from './shapes';

const apiKey = named(
  'ApiKey',
  object({
    _id: string(),
    name: string(),
    scopes: array(oneOf(API_KEY_SCOPES)),
    prefix: string(),
    group: person,
    createdBy: person,
    createdAt: string(),
    expiresAt: string(),
    lastUsedAt: maybeText(),
    revokedAt: maybeText(),
  }),
);

const webhook = named(
  'WebhookSubscription',
  object({
    _id: string(),
    url: string(),
    events: array(oneOf(WEBHOOK_EVENTS)),
    enabled: boolean(),
    disabledForFailures: boolean(),
    group: nullable(person),
    createdAt: string(),
  }),
);

const delivery = named(
  'WebhookDelivery',
  object({
    _id: string(),
    eventId: string(),
    event: oneOf(WEBHOOK_EVENTS),
    status: oneOf(DELIVERY_STATUSES),
    responseCode: nullable(number()),
    durationMs: nullable(number()),
    attempts: number(),
    occurredAt: string(),
    lastAttemptAt: maybeText(),
    dueAt: maybeText(),
  }),
);

export const INTEGRATIONS_ANSWERS: [string, Answer][] = [
  json(apiKeysApi.list, array(apiKey)),
  json(apiKeysApi.create, object({ key: apiKey, secret: string() })),
  json(apiKeysApi.revoke, apiKey),
  json(webhooksApi.list, array(webhook)),
  json(webhooksApi.create, assign(webhook, object({ secret: string() }))),
  json(webhooksApi.setEnabled, webhook),
  json(webhooksApi.remove, nullValue),
  json(webhooksApi.deliveries, array(delivery)),
  json(webhooksApi.resend, delivery),
  json(pushApi.key, object({ publicKey: string() })),
  json(pushApi.subscribe, nullValue),
  json(pushApi.unsubscribe, nullValue),
  json(pushApi.test, object({ sent: number() })),
];
