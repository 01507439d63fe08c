/** PATCH /dataPicker/send-message: a picker's message to a lead's creator, pushed to the creator live. */
import { useMutation } from '@tanstack/react-query';
import type { CreatorMessage, SendMessageInput } from '../../contract';
import { api } from '../../core/api-client';

export const sendMessage = (body: SendMessageInput) =>
  api.patch<CreatorMessage>('/dataPicker/send-message', body).then((r) => r.data);

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
