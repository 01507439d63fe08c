/**
 * A lead found by phone number (Make Invalid, Add Only Email, Deal Closing): one search at a time
 * with its 'Searching...' toast.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchLead } from '../../api/leads/search-lead';
import { messageOf } from '../../core/api-error';
import { dismissToast, toastFailure, toastLoading } from '../../core/toaster';
import { listsCatalog } from '../../locales/lists';
import { useT } from '../../ui/use-t';

/**
 * `find` is the screen's own lookup (each screen searches its own endpoint); `failed` is what the
 * toast and the alert say when the failure brings no message of its own, in the screen's language.
 */
export function useNumberSearch<Lead>(find: UseMutationResult<Lead, Error, string>, failed: string) {
  const t = useT(listsCatalog);
  const [query, setQuery] = useState('');
  // The found lead lives here, not in the mutation: the screen's own action updates it afterwards.
  const [lead, setLead] = useState<Lead | null>(null);

  /** Searches a trimmed, non-empty number; '' clears the search. */
  const search = (number: string) => {
    setQuery(number);
    setLead(null);
    if (number === '') {
      find.reset();
      return;
    }
    const toastId = toastLoading(t('lists.searching'));
    find.mutate(number, {
      onSuccess: setLead,
      // A 404 ('No rental found with this number') is toasted by the API client already.
      onError: (error) => toastFailure(error, failed),
      onSettled: () => dismissToast(toastId),
    });
  };

  const error = find.error ? messageOf(find.error, failed) : null;
  return { query, lead, setLead, search, isPending: find.isPending, error };
}

/** Any lead by number, as Make Invalid and Add Only Email find it. */
export function useLeadSearch() {
  const t = useT(listsCatalog);
  return useNumberSearch(useSearchLead(), t('lists.loadFailed'));
}

/** What the search box shows, whatever the lead's type. */
export type NumberSearch = Pick<
  ReturnType<typeof useNumberSearch>,
  'query' | 'lead' | 'search' | 'isPending' | 'error'
>;
