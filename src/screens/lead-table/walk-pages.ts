/**
 * Walks every page a list query matches, for the downloads: a few pages in flight at once, each
 * handed on as it lands (with its number, since they land out of order), the progress after each.
 * A count the server only estimated is not trusted: the walk goes on past the announced last page
 * while pages come back full, and never past one that comes back short.
 */
import type { ListResult } from '../../contract';

export interface PageProgress {
  received: number;
  total: number;
}

interface WalkOptions<T> {
  pageSize: number;
  signal: AbortSignal;
  onPage: (page: number, rows: T[]) => void;
  onProgress: (progress: PageProgress) => void;
  /** Pages requested at once after the first. */
  concurrency?: number;
}

/** Resolves with the number of rows received. */
export async function walkPages<T>(
  fetchPage: (page: number) => Promise<ListResult<T>>,
  { pageSize, signal, onPage, onProgress, concurrency = 4 }: WalkOptions<T>,
): Promise<number> {
  let received = 0;
  let total = 0;
  let lastPage = 1;
  let next = 1;
  let ended = false;

  const take = async (page: number) => {
    const { result, countInfo } = await fetchPage(page);
    signal.throwIfAborted();
    onPage(page, result);
    received += result.length;
    if (page === 1) {
      total = countInfo.total;
      lastPage = Math.max(1, countInfo.totalPage);
    }
    if (result.length < pageSize) ended = true;
    else if (page >= lastPage) lastPage = page + 1;
    onProgress({ received, total: Math.max(total, received) });
  };

  await take(next++);
  const lane = async () => {
    while (!ended && next <= lastPage) await take(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return received;
}
