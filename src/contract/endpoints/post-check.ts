/**
 * Create Rental's checks before sending (docs/rules/leads.md#d5.23), apart from `leadsApi`: a module is loaded
 * whole, and only the create form asks them.
 */
import { answer, endpoint } from '../endpoint';
import type { PostCheck } from '../post-check';
import { PostCheckQuery } from '../post-check';

export const postCheckApi = {
  /** Whether a number or a post link is already a lead's, or the number on the do-not-contact list. */
  check: endpoint({
    method: 'GET',
    path: '/rental/check-post',
    roles: ['super-admin', 'admin', 'team-leader', 'data-creator'],
    query: PostCheckQuery,
    output: answer<PostCheck>(),
    success: 'Checked',
  }),
};
