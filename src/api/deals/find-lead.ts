/**
 * GET /dataPicker/getRentalForDealClosing/{number}: the picker's lead with this number and its deal
 * when one is closed (404 NO_RENTAL_WITH_NUMBER). A mutation: each search is a press with its own
 * 'Searching...' toast, and the screen keeps the answer.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { dealsApi } from '../../contract';
import { call } from '../../core/api-client';

export const findDealLead = (number: string) =>
  call(dealsApi.findLead, { values: { number } }).then((r) => r.data);

export const useFindDealLead = () => useMutation({ mutationFn: findDealLead });

/** The same lead read once for a number already known (Collect's 'Close deal', docs/rules/deals.md#d6.2): no search box. */
export const useDealLead = (number: string) =>
  useQuery({
    queryKey: ['leads', 'deal-lead', number],
    queryFn: () => findDealLead(number),
    staleTime: 0,
    gcTime: 0,
  });
