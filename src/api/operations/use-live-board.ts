/**
 * Keeps a board live (docs/rules/operations.md#d9.2): watches its room through the socket and reads the board again on
 * each `boardChanged` and after every (re)join. A burst of events never cancels a read under way: one
 * read runs, at most one more waits, and that one covers every event that came meanwhile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { watchBoard } from '../../core/socket';
import { boardQuery } from './board';

/** Returns why the server refused to let this page watch the board, or null while it is live. */
export function useLiveBoard(adminId: string | null): string | null {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    const filters = { queryKey: boardQuery(adminId).queryKey, exact: true };
    let reading = false;
    let changed = false;
    let stopped = false;

    const readAgain = async () => {
      reading = true;
      while (changed && !stopped) {
        // A read already under way may have started before the change: join it, then read once more.
        changed = queryClient.isFetching(filters) > 0;
        await queryClient.refetchQueries(filters, { cancelRefetch: false });
      }
      reading = false;
    };

    setRefused(null);
    const stop = watchBoard(
      adminId,
      () => {
        changed = true;
        if (!reading) void readAgain();
      },
      setRefused,
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [adminId, queryClient]);

  return refused;
}
