/** The webhooks the stories show: one of Adam Admin's group, one of every group, one turned off for its failures. */
import type { CreatedWebhook, WebhookDelivery, WebhookSubscription } from '../../contract';

export const groupHook: WebhookSubscription = {
  _id: 'wh-1',
  url: 'https://sheets.example.com/hooks/leads',
  events: ['lead.created', 'lead.claimed'],
  enabled: true,
  disabledForFailures: false,
  group: { _id: 'u-ad', name: 'Adam Admin' },
  createdAt: '2026-03-02T15:00:00.000Z',
};

export const everyGroupHook: WebhookSubscription = {
  _id: 'wh-2',
  url: 'https://books.example.com/deals',
  events: ['deal.created', 'deal.status_changed'],
  enabled: true,
  disabledForFailures: false,
  group: null,
  createdAt: '2026-03-01T15:00:00.000Z',
};

export const failingHook: WebhookSubscription = {
  _id: 'wh-3',
  url: 'https://gone.example.com/hook',
  events: ['lead.erased'],
  enabled: false,
  disabledForFailures: true,
  group: { _id: 'u-ad', name: 'Adam Admin' },
  createdAt: '2026-02-20T15:00:00.000Z',
};

export const createdHook: CreatedWebhook = {
  ...groupHook,
  _id: 'wh-new',
  url: 'https://crm.example.com/in',
  events: ['lead.created'],
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
};

export const deliveries: WebhookDelivery[] = [
  {
    _id: 'dl-2',
    eventId: 'msg_2',
    event: 'lead.claimed',
    status: 'retrying',
    responseCode: 500,
    durationMs: 120,
    attempts: 2,
    occurredAt: '2026-03-02T16:00:00.000Z',
    lastAttemptAt: '2026-03-02T16:00:30.000Z',
    dueAt: '2026-03-02T16:01:30.000Z',
  },
  {
    _id: 'dl-1',
    eventId: 'msg_1',
    event: 'lead.created',
    status: 'delivered',
    responseCode: 200,
    durationMs: 85,
    attempts: 1,
    occurredAt: '2026-03-02T15:30:00.000Z',
    lastAttemptAt: '2026-03-02T15:30:01.000Z',
    dueAt: null,
  },
];
