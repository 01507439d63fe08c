/** POST /push/test: a test notification to each of the signed-in user's devices (docs/rules/notifications.md#d16.2). */
import { useMutation } from '@tanstack/react-query';
import { pushApi } from '../../contract';
import { call } from '../../core/api-client';

export const useSendTestPush = () => useMutation({ mutationFn: () => call(pushApi.test) });
