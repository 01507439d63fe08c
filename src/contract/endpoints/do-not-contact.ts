/**
 * The do-not-contact area's calls (docs/rules/do-not-contact.md, docs/rules/do-not-contact.md#d5.13): the list a page at a
 * time, a number added by hand or from a .csv/.xlsx sent as the multipart field `file`, and an entry
 * removed. The super-admin and admins add and read; only the super-admin removes.
 */
import {
  DO_NOT_CONTACT_ADDED,
  DO_NOT_CONTACT_LISTED,
  DO_NOT_CONTACT_REMOVED,
  type DoNotContactAdded,
  type DoNotContactEntry,
  DoNotContactInput,
  DoNotContactParams,
  DoNotContactQuery,
  type DoNotContactUploadResult,
} from '../do-not-contact';
import { answer, endpoint } from '../endpoint';
import type { ListResult } from '../lists';

const KEEPERS = ['super-admin', 'admin'] as const;

export const doNotContactApi = {
  list: endpoint({
    method: 'GET',
    path: '/doNotContact',
    roles: KEEPERS,
    query: DoNotContactQuery,
    output: answer<ListResult<DoNotContactEntry>>(),
    success: DO_NOT_CONTACT_LISTED,
  }),
  add: endpoint({
    method: 'POST',
    path: '/doNotContact',
    roles: KEEPERS,
    body: DoNotContactInput,
    output: answer<DoNotContactAdded>(),
    success: DO_NOT_CONTACT_ADDED,
  }),
  /** Multipart, field `file`: columns `number` and `reason`; the message counts what it did (`importedMessage`). */
  addFromFile: endpoint({
    method: 'POST',
    path: '/doNotContact/bulk',
    roles: KEEPERS,
    output: answer<DoNotContactUploadResult>(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/doNotContact/:id',
    params: DoNotContactParams,
    roles: ['super-admin'],
    output: answer<null>(),
    success: DO_NOT_CONTACT_REMOVED,
  }),
};
