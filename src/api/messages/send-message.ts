/** PATCH /dataPicker/send-message: a picker's message to a lead's creator, pushed to the creator live. */
import { useMutation } from '@tanstack/react-query';
import { messagesApi, type SendMessageInput } from '../../contract';
import { call } from '../../core/api-client';

export const sendMessage = (body: SendMessageInput) => call(messagesApi.send, { body }).then((r) => r.data);

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
