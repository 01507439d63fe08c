/**
 * A deal's closing image: `closing_image` is an API path (GET /closedRental/image/{id}) served behind
 * the token, so it is read as a Blob rather than put in an <img src>.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../core/api-client';
import { DEAL_KEYS } from './deal-keys';

export const closingImageQuery = (path: string) =>
  queryOptions({
    queryKey: DEAL_KEYS.image(path),
    queryFn: ({ signal }) => api.getBlob(path, signal),
    // A deal's image never changes once stored.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useClosingImage = (path: string | null) =>
  useQuery({ ...closingImageQuery(path ?? ''), enabled: path !== null });
