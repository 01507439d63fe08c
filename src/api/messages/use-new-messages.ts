/** Puts each `newMessage` the socket delivers at the top of the creator's cached messages and raises the unread count. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CreatorMessage, CreatorMessages } from '../../contract';
import { onNewMessage } from '../../core/socket';
import { creatorMessagesQuery } from './list-messages';

/** The record with `message` first; unchanged when it is already there (a refetch may have brought it). */
export function prependMessage(record: CreatorMessages, message: CreatorMessage): CreatorMessages {
  if (record.messages.some((m) => m._id === message._id)) return record;
  return {
    ...record,
    messages: [message, ...record.messages],
    unread: record.unread + (message.read ? 0 : 1),
  };
}

export function useNewMessages(email: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onNewMessage((message) =>
        // Before the first load there is nothing to add to: that load brings the message itself.
        queryClient.setQueryData(creatorMessagesQuery(email).queryKey, (record) =>
          record ? prependMessage(record, message) : record,
        ),
      ),
    [email, queryClient],
  );
}
