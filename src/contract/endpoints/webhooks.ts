/**
 * The webhooks' calls (docs/rules/integrations.md#d15.7): the super-admin's for every group, an admin's for its own:
 * the subscriptions, their delivery log and a delivery's Resend.
 */
import { answer, endpoint } from '../endpoint';
import {
  type CreatedWebhook,
  DELIVERIES_LISTED,
  DELIVERY_RESENT,
  DeliveryIdParams,
  NewWebhookInput,
  WEBHOOK_CREATED,
  WEBHOOK_DELETED,
  WEBHOOK_UPDATED,
  WEBHOOKS_LISTED,
  type WebhookDelivery,
  WebhookEnabledInput,
  WebhookIdParams,
  type WebhookSubscription,
} from '../webhooks';

const MANAGERS = ['super-admin', 'admin'] as const;

export const webhooksApi = {
  /** Every subscription for the super-admin; an admin's group's for an admin. */
  list: endpoint({
    method: 'GET',
    path: '/webhooks',
    roles: MANAGERS,
    apiKeyScope: 'webhooks:manage',
    output: answer<WebhookSubscription[]>(),
    success: WEBHOOKS_LISTED,
  }),
  /** Answers 201 with the subscription and its secret, shown this once. */
  create: endpoint({
    method: 'POST',
    path: '/webhooks',
    roles: MANAGERS,
    apiKeyScope: 'webhooks:manage',
    body: NewWebhookInput,
    output: answer<CreatedWebhook>(),
    success: WEBHOOK_CREATED,
  }),
  setEnabled: endpoint({
    method: 'PATCH',
    path: '/webhooks/:id',
    params: WebhookIdParams,
    roles: MANAGERS,
    apiKeyScope: 'webhooks:manage',
    body: WebhookEnabledInput,
    output: answer<WebhookSubscription>(),
    success: WEBHOOK_UPDATED,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/webhooks/:id',
    params: WebhookIdParams,
    roles: MANAGERS,
    apiKeyScope: 'webhooks:manage',
    output: answer<null>(),
    success: WEBHOOK_DELETED,
  }),
  /** The subscription's newest deliveries (docs/rules/integrations.md#d15.11). */
  deliveries: endpoint({
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    params: WebhookIdParams,
    roles: MANAGERS,
    apiKeyScope: 'webhooks:manage',
    output: answer<WebhookDelivery[]>(),
    success: DELIVERIES_LISTED,
  }),
  /** A new delivery of the same event, due at once; answers 201 with it. */
  resend: endpoint({
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/resend',
    params: DeliveryIdParams,
    roles: MANAGERS,
    apiKeyScope: 'webhooks:manage',
    output: answer<WebhookDelivery>(),
    success: DELIVERY_RESENT,
  }),
};
