/**
 * The uploads area's calls (docs/rules/uploads.md): leads imported from a .csv/.xlsx sent as the
 * multipart field `file`, and the bypass, pool leads taken into an .xlsx for an admin. An import's
 * message says what it did (`importedMessage`); the bypass answers a file.
 */
import { answer, endpoint } from '../endpoint';
import { BypassQuery, type UploadResult } from '../uploads';

export const uploadsApi = {
  /** The leads become the uploader's own: the super-admin's, or a creator's allowed to upload. */
  importLeads: endpoint({
    method: 'POST',
    path: '/rental/bulk-upload-rental',
    roles: ['super-admin', 'data-creator'],
    output: answer<UploadResult>(),
  }),
  /** The leads go straight into the pool, with no creator. */
  importToPool: endpoint({
    method: 'POST',
    path: '/rental/bulk-upload-rental-for-use',
    roles: ['super-admin'],
    output: answer<UploadResult>(),
  }),
  /** Bypass Rentals: `limit` pool leads handed to an admin, answered as an .xlsx. */
  takeFromPool: endpoint({
    method: 'GET',
    path: '/rental/downloadRentals',
    roles: ['super-admin'],
    query: BypassQuery,
  }),
};
