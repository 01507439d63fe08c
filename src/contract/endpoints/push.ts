/** Web Push (docs/rules/notifications.md): the server's key, a device's subscription, and a test. */
import { answer, endpoint } from '../endpoint';
import { ROLES } from '../enums';
import { PushEndpointInput, type PushKey, PushSubscriptionInput, type PushTestResult } from '../push';

export const pushApi = {
  /** The VAPID public key a browser subscribes with: every signed-in role. */
  key: endpoint({
    method: 'GET',
    path: '/push/key',
    roles: ROLES,
    output: answer<PushKey>(),
    success: 'Push key loaded',
  }),
  /** This device's subscription, kept for the caller (a device another account used moves to the caller). */
  subscribe: endpoint({
    method: 'POST',
    path: '/push/subscriptions',
    roles: ROLES,
    body: PushSubscriptionInput,
    output: answer<null>(),
    success: 'Notifications are on for this device',
  }),
  /** This device's subscription removed: only the caller's own. */
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/push/subscriptions',
    roles: ROLES,
    body: PushEndpointInput,
    output: answer<null>(),
    success: 'Notifications are off for this device',
  }),
  /** A test notification to each of the caller's devices. */
  test: endpoint({
    method: 'POST',
    path: '/push/test',
    roles: ROLES,
    output: answer<PushTestResult>(),
    success: 'Test notification sent',
  }),
};
