/** GET /clientData/export: a client's data as a .json or .xlsx file (docs/rules/client-data.md#d13.2). */
import { useMutation } from '@tanstack/react-query';
import { type ClientDataQuery, type ClientExportFormat, clientDataApi, pathTo } from '../../contract';
import { getBlob } from '../../core/api-client';

export interface ClientExport {
  key: ClientDataQuery;
  format: ClientExportFormat;
}

export const exportClientData = ({ key, format }: ClientExport) => {
  const search = new URLSearchParams({ ...(key as Record<string, string>), format });
  // The client's getBlob takes a path only, so the query rides in it.
  return getBlob(`${pathTo(clientDataApi.export)}?${search}`);
};

export const useExportClientData = () => useMutation({ mutationFn: exportClientData });
