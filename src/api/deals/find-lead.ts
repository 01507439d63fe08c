/**
 * GET /dataPicker/getRentalForDealClosing/{number}: the picker's lead with this number and its deal
 * when one is closed (404 NO_RENTAL_WITH_NUMBER). A mutation: each search is a press with its own
 * 'Searching...' toast, and the screen keeps the answer.
 */
import { useMutation } from '@tanstack/react-query';
import { dealsApi } from '../../contract';
import { call } from '../../core/api-client';

export const findDealLead = (number: string) =>
  call(dealsApi.findLead, { values: { number } }).then((r) => r.data);

export const useFindDealLead = () => useMutation({ mutationFn: findDealLead });
