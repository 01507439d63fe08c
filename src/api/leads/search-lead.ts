/**
 * GET /dataPicker/search-rental?number=: the lead with this phone number (404 when none). A mutation:
 * each search is a press with its own 'Searching...' toast, and its answer is kept by the screen.
 */
import { useMutation } from '@tanstack/react-query';
import { leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const searchLead = (number: string) =>
  call(leadsApi.search, { query: { number } }).then((r) => r.data);

export const useSearchLead = () => useMutation({ mutationFn: searchLead });
