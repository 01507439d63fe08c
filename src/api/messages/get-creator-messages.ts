/** GET /dataCreator/getDataCreatorIdMessage/{email}: the signed-in creator's messages and unread count. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorMessages } from '../../contract';
import { api } from '../../core/api-client';

export const creatorMessagesQuery = (email: string) =>
  queryOptions({
    queryKey: ['messages', 'creator', email],
    queryFn: ({ signal }) =>
      api
        .get<CreatorMessages>(
          `/dataCreator/getDataCreatorIdMessage/${encodeURIComponent(email)}`,
          undefined,
          signal,
        )
        .then((r) => r.data),
  });

export const useCreatorMessages = (email: string) => useQuery(creatorMessagesQuery(email));
