/**
 * A held lead gone back to the pool (docs/rules/operations.md#d9.3, docs/rules/operations.md#d9.4): the socket's word of it while the picker is
 * online, and the Finish refused for it (409, code `lead-released`) when it was not.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { LEAD_RELEASED, type LeadReleasedEvent } from '../../contract';
import { isApiError } from '../../core/api-error';
import { onServerEvent } from '../../core/socket';

/** The server's words when `error` is a Finish refused because the lead was released; else null. */
export function releasedMessageOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return error.code === LEAD_RELEASED ? error.message : null;
}

/** The lead left the picker's hands: lists that show it and the picker's counts read themselves again. */
export function refreshAfterRelease(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['leads'] });
  void queryClient.invalidateQueries({ queryKey: ['counts', 'picker'] });
}

/** Calls `onReleased` with each `leadReleased` the server pushes while the calling screen is mounted. */
export function useLeadReleased(onReleased: (event: LeadReleasedEvent) => void): void {
  const queryClient = useQueryClient();
  const handle = useEffectEvent((event: LeadReleasedEvent) => {
    refreshAfterRelease(queryClient);
    onReleased(event);
  });
  useEffect(() => onServerEvent('leadReleased', handle), []);
}
