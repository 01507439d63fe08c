/**
 * Reading a rental post into Create Rental's fields (docs/rules/leads.md#d5.22), apart from `leadsApi`:
 * a module is loaded whole, so the elements that call the other lead calls do not load these words.
 */

import { answer, endpoint } from '../endpoint';
import { ExtractPostInput, POST_READ } from '../extract-post-input';
import type { PostExtraction } from '../post-extract';

export const postExtractApi = {
  /** The fields a post gives and the words each came from; nothing is saved. */
  extract: endpoint({
    method: 'POST',
    path: '/rental/extract-post',
    roles: ['super-admin', 'admin', 'team-leader', 'data-creator'],
    body: ExtractPostInput,
    output: answer<PostExtraction>(),
    success: POST_READ,
  }),
};
