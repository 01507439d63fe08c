/**
 * The leads area's merge (docs/rules/leads.md, docs/rules/leads.md#d5.15), apart from `leadsApi`: a module is loaded
 * whole, so the elements that call the other lead calls do not load the merge's schema and words.
 */
import { MERGED, MergeLeadsInput, type MergeResult } from '../duplicates';
import { answer, endpoint } from '../endpoint';

export const leadMergeApi = {
  /** Two leads made one, the older kept. */
  merge: endpoint({
    method: 'POST',
    path: '/rental/merge',
    roles: ['super-admin', 'admin'],
    body: MergeLeadsInput,
    output: answer<MergeResult>(),
    success: MERGED,
  }),
};
