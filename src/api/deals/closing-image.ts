/**
 * A deal's closing image: `closing_image` is the URL of GET /closedRental/image/{id} (root-relative or
 * absolute, with the API prefix) served behind the token, so it is read as a Blob through the API
 * client (which resolves it against the configured API base) rather than put in an <img src>.
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
