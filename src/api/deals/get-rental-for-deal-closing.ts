/**
 * GET /dataPicker/getRentalForDealClosing/{number}: the picker's lead with this number and its deal
 * when one is closed (404 'No rental found with this number'). A mutation: each search is a press
 * with its own 'Searching...' toast, and the screen keeps the answer.
 */
import { useMutation } from '@tanstack/react-query';
import type { DealClosingLead } from '../../contract';
import { api } from '../../core/api-client';

export const getRentalForDealClosing = (number: string) =>
  api
    .get<DealClosingLead>(`/dataPicker/getRentalForDealClosing/${encodeURIComponent(number)}`)
    .then((r) => r.data);

export const useRentalForDealClosing = () => useMutation({ mutationFn: getRentalForDealClosing });
