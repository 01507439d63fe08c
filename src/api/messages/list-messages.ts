/** GET /dataCreator/getDataCreatorIdMessage/{email}: the signed-in creator's messages and unread count. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesApi } from '../../contract';
import { call } from '../../core/api-client';

export const creatorMessagesQuery = (email: string) =>
  queryOptions({
    queryKey: ['messages', 'creator', email],
    queryFn: ({ signal }) => call(messagesApi.list, { values: { email }, signal }).then((r) => r.data),
  });

export const useCreatorMessages = (email: string) => useQuery(creatorMessagesQuery(email));
