/**
 * A deal's closing image for the client's data, read as a Blob with the token as the deal list reads
 * it (src/api/deals/closing-image.ts, same cache key). Not that module itself: a module the deal list
 * shares with another element's chunk is split out of the deal list's, which at its size budget cost
 * it 0.2 KB gzip (docs/benchmarks.md).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/api-client';
import { DEAL_KEYS } from '../deals/deal-keys';

export const useDealImage = (path: string) =>
  useQuery({
    queryKey: DEAL_KEYS.image(path),
    queryFn: ({ signal }) => api.getBlob(path, signal),
    // A deal's image never changes once stored.
    staleTime: Number.POSITIVE_INFINITY,
  });
