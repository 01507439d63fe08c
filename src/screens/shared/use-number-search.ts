/** A lead found by phone number (Make Invalid, Add Only Email): one search at a time with its 'Searching...' toast. */
import { useState } from 'react';
import { useSearchRental } from '../../api/leads/search-rental';
import type { Rental } from '../../contract';
import { dismissToast, toastFailure, toastLoading } from '../../core/toaster';

export function useNumberSearch() {
  const mutation = useSearchRental();
  const [query, setQuery] = useState('');
  // The found lead lives here, not in the mutation: the screen's own action updates it afterwards.
  const [lead, setLead] = useState<Rental | null>(null);

  /** Searches a trimmed, non-empty number; '' clears the search. */
  const search = (number: string) => {
    setQuery(number);
    setLead(null);
    if (number === '') {
      mutation.reset();
      return;
    }
    const toastId = toastLoading('Searching...');
    mutation.mutate(number, {
      onSuccess: setLead,
      // A 404 ('No rental found with this number') is toasted by the API client already.
      onError: (error) => toastFailure(error, 'Failed to load data'),
      onSettled: () => dismissToast(toastId),
    });
  };

  return { query, lead, setLead, search, isPending: mutation.isPending, error: mutation.error };
}

export type NumberSearch = ReturnType<typeof useNumberSearch>;
