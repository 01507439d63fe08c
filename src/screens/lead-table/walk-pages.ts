/**
 * Walks every page a list query matches, for the downloads: the first page by number, then each next
 * one from the cursor the previous page ended on (`nextCursor`), so the 1,000th page costs what the
 * first did. A page that comes back short, or without a cursor, is the last. A count the server only
 * estimated is passed on as such: the progress says "about" and grows past it if the rows do.
 */
import type { ListResult } from '../../contract';

export interface PageProgress {
  received: number;
  total: number;
  /** The server estimated `total` (a broad filter over many rows). */
  estimated: boolean;
}

/** A page of a list that can be read on from where it ended. */
export interface CursorPage<T> extends ListResult<T> {
  nextCursor?: string;
}

interface WalkOptions<T> {
  pageSize: number;
  signal: AbortSignal;
  onPage: (page: number, rows: T[]) => void;
  onProgress: (progress: PageProgress) => void;
}

/** `fetchPage(undefined)` is the first page; resolves with the number of rows received. */
export async function walkPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>,
  { pageSize, signal, onPage, onProgress }: WalkOptions<T>,
): Promise<number> {
  let received = 0;
  let cursor: string | undefined;
  let total = 0;
  let estimated = false;
  for (let page = 1; ; page++) {
    signal.throwIfAborted();
    const { result, countInfo, nextCursor } = await fetchPage(cursor);
    signal.throwIfAborted();
    if (page === 1) {
      total = countInfo.total;
      estimated = countInfo.estimated === true;
    }
    onPage(page, result);
    received += result.length;
    onProgress({ received, total: Math.max(total, received), estimated });
    if (result.length < pageSize || !nextCursor) return received;
    cursor = nextCursor;
  }
}
