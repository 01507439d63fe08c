/**
 * The uploads area's calls (docs/rules/uploads.md): leads imported from a .csv/.xlsx sent as the
 * multipart field `file` (after an optional `mapping`), previewed first with nothing written, listed
 * in the import history and reverted; and the bypass, pool leads taken into an .xlsx for an admin.
 * An import's message says what it did (`importedMessage`); the bypass answers a file.
 */
import { answer, endpoint } from '../endpoint';
import {
  IMPORTS_LISTED,
  ImportListQuery,
  ImportParams,
  type LeadImport,
  type RevertResult,
} from '../import-history';
import type { ImportPreview } from '../import-mapping';
import type { ListResult } from '../lists';
import { BypassQuery, type UploadResult } from '../uploads';

/** Whoever may import (docs/rules/uploads.md#d5.7): the super-admin, and creators allowed to (checked by the route). */
const UPLOADERS = ['super-admin', 'data-creator'] as const;

export const uploadsApi = {
  /** The leads become the uploader's own: the super-admin's, or a creator's allowed to upload. */
  importLeads: endpoint({
    method: 'POST',
    path: '/rental/bulk-upload-rental',
    roles: UPLOADERS,
    output: answer<UploadResult>(),
  }),
  /** The leads go straight into the pool, with no creator. */
  importToPool: endpoint({
    method: 'POST',
    path: '/rental/bulk-upload-rental-for-use',
    roles: ['super-admin'],
    output: answer<UploadResult>(),
  }),
  /**
   * Multipart, the optional field `mapping` (JSON, before `file`) then `file`: the file read, mapped
   * and checked as either import would, with nothing written.
   */
  previewImport: endpoint({
    method: 'POST',
    path: '/rental/bulk-upload-preview',
    roles: UPLOADERS,
    output: answer<ImportPreview>(),
  }),
  /** The import history, newest first: the super-admin's is everyone's, a creator's her own. */
  listImports: endpoint({
    method: 'GET',
    path: '/rental/imports',
    roles: UPLOADERS,
    query: ImportListQuery,
    output: answer<ListResult<LeadImport>>(),
    success: IMPORTS_LISTED,
  }),
  /** Removes the import's leads nobody has claimed; the message says how many stayed (`revertedMessage`). */
  revertImport: endpoint({
    method: 'POST',
    path: '/rental/imports/:id/revert',
    params: ImportParams,
    roles: UPLOADERS,
    output: answer<RevertResult>(),
  }),
  /** Bypass Rentals: `limit` pool leads handed to an admin, answered as an .xlsx. */
  takeFromPool: endpoint({
    method: 'GET',
    path: '/rental/downloadRentals',
    roles: ['super-admin'],
    query: BypassQuery,
  }),
};
