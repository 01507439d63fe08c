/**
 * GET and POST /rental/{id}/messages: a lead's conversation (docs/rules/messages.md#d5.20), kept current by the
 * socket's `threadMessage`, so the other side's messages appear without a reload.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LeadThread, leadThreadApi, type ThreadMessage } from '../../contract';
import { call } from '../../core/api-client';
import { onServerEvent } from '../../core/socket';

export const leadThreadQuery = (rentalId: string) =>
  queryOptions({
    queryKey: ['messages', 'thread', rentalId],
    queryFn: ({ signal }) =>
      call(leadThreadApi.read, { values: { id: rentalId }, signal }).then((r) => r.data),
  });

/** The thread with `message` last; unchanged when it is there already (the answer and the socket both bring it). */
export function appendMessage(thread: LeadThread, message: ThreadMessage): LeadThread {
  if (thread.messages.some((m) => m._id === message._id)) return thread;
  return { ...thread, messages: [...thread.messages, message] };
}

export function useLeadThread(rentalId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent('threadMessage', ({ rentalId: id, message }) => {
        // Before the first load there is nothing to add to: that load brings the message itself.
        if (id === rentalId)
          queryClient.setQueryData(leadThreadQuery(rentalId).queryKey, (thread) =>
            thread ? appendMessage(thread, message) : thread,
          );
      }),
    [rentalId, queryClient],
  );
  return useQuery(leadThreadQuery(rentalId));
}

export function useThreadReply(rentalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      call(leadThreadApi.reply, { values: { id: rentalId }, body: { message } }).then((r) => r.data),
    onSuccess: (message) =>
      queryClient.setQueryData(leadThreadQuery(rentalId).queryKey, (thread) =>
        thread ? appendMessage(thread, message) : thread,
      ),
  });
}
