/** DELETE /push/subscriptions: this device's subscription removed (docs/rules/notifications.md#d16.2). */
import { pushApi } from '../../contract';
import { call } from '../../core/api-client';

export const removeSubscription = (endpoint: string) => call(pushApi.unsubscribe, { body: { endpoint } });
