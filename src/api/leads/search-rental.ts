/**
 * GET /dataPicker/search-rental?number=: the lead with this phone number (404 when none). A mutation:
 * each search is a press with its own 'Searching...' toast, and its answer is kept by the screen.
 */
import { useMutation } from '@tanstack/react-query';
import type { Rental } from '../../contract';
import { api } from '../../core/api-client';

export const searchRental = (number: string) =>
  api.get<Rental>('/dataPicker/search-rental', { number }).then((r) => r.data);

export const useSearchRental = () => useMutation({ mutationFn: searchRental });
