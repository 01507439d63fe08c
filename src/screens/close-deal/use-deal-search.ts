/** The lead to close a deal for, found by phone number: one search at a time with its 'Searching...' toast. */
import { useState } from 'react';
import { useRentalForDealClosing } from '../../api/deals/get-rental-for-deal-closing';
import type { DealClosingLead } from '../../contract';
import { dismissToast, toastFailure, toastLoading } from '../../core/toaster';

export const SEARCH_FAILED = 'Failed to fetch rental data!';

export function useDealSearch() {
  const mutation = useRentalForDealClosing();
  const [query, setQuery] = useState('');
  // Kept here, not in the mutation: closing the deal updates the found lead afterwards.
  const [lead, setLead] = useState<DealClosingLead | null>(null);

  /** Searches a trimmed, non-empty number (the search box refuses blanks); '' clears the search. */
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
      onError: (error) => toastFailure(error, SEARCH_FAILED),
      onSettled: () => dismissToast(toastId),
    });
  };

  return { query, lead, setLead, search, isPending: mutation.isPending, error: mutation.error };
}
