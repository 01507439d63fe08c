/**
 * The client-data area's calls (docs/rules/client-data.md, docs/rules/client-data.md#d13): what is held about one client,
 * its export as .json or .xlsx, and its erasure. The super-admin's alone.
 */
import {
  CLIENT_DATA_ERASED,
  type ClientData,
  ClientDataQuery,
  type ClientErased,
  ClientExportQuery,
  EraseClientInput,
} from '../client-data';
import { answer, endpoint } from '../endpoint';

const SUPER_ADMIN = ['super-admin'] as const;

export const clientDataApi = {
  find: endpoint({
    method: 'GET',
    path: '/clientData',
    roles: SUPER_ADMIN,
    query: ClientDataQuery,
    /** Its message says whether anything is held (`clientDataMessage`). */
    output: answer<ClientData>(),
  }),
  /** A download: `client_data_<timestamp>.json` or `.xlsx`, one sheet per kind. */
  export: endpoint({
    method: 'GET',
    path: '/clientData/export',
    roles: SUPER_ADMIN,
    query: ClientExportQuery,
  }),
  erase: endpoint({
    method: 'POST',
    path: '/clientData/erase',
    roles: SUPER_ADMIN,
    body: EraseClientInput,
    output: answer<ClientErased>(),
    success: CLIENT_DATA_ERASED,
  }),
};
