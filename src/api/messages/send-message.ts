/**
 * PATCH /dataPicker/send-message: a picker's message to a lead's creator, pushed to the creator live;
 * kept to be sent later when there is no network (docs/rules/claiming.md#d5.25).
 */
import { useMutation } from '@tanstack/react-query';
import { messagesApi, type SendMessageInput } from '../../contract';
import { sendOrKeep } from '../../core/outbox/outbox';

export const sendMessage = (body: SendMessageInput) =>
  sendOrKeep(messagesApi.send, { body }).then((r) => r.data);

// Sent even offline: a call with no answer is kept by the outbox (docs/rules/claiming.md#d5.25).
export const useSendMessage = () => useMutation({ mutationFn: sendMessage, networkMode: 'always' });
