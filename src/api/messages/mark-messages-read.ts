/** PATCH /dataCreator/markMessagesRead: opening the list reads everything; the count drops at once, not after the answer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../contract';
import { call } from '../../core/api-client';
import { creatorMessagesQuery } from './list-messages';

export const markMessagesRead = () => call(messagesApi.markRead).then((r) => r.data);

export function useMarkMessagesRead(email: string) {
  const queryClient = useQueryClient();
  const { queryKey } = creatorMessagesQuery(email);
  return useMutation({
    mutationFn: markMessagesRead,
    onMutate: () =>
      queryClient.setQueryData(
        queryKey,
        (record) =>
          record && { ...record, unread: 0, messages: record.messages.map((m) => ({ ...m, read: true })) },
      ),
    // The server did not record the reads: show its count again.
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
