/** POST /push/subscriptions: this device's subscription, kept for the signed-in user (docs/rules/notifications.md#d16.2). */
import { type PushSubscriptionInput, pushApi } from '../../contract';
import { call } from '../../core/api-client';

export const saveSubscription = (subscription: PushSubscriptionInput) =>
  call(pushApi.subscribe, { body: subscription });
