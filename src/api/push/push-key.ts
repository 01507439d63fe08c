/** GET /push/key: the server's VAPID public key, which this device subscribes with (docs/rules/notifications.md#d16.1). */
import { pushApi } from '../../contract';
import { call } from '../../core/api-client';

export const fetchPushKey = () => call(pushApi.key).then((r) => r.data.publicKey);
