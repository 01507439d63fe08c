/** Reading lists: a lead list with its query, and the ids of rows for comparing sets. */
import type { LeadListResult } from '../../../src/contract';
import type { ApiResponse, TestServer } from './server';

export type LeadList = ApiResponse<LeadListResult>;

/** GET a lead list with query parameters (undefined ones left out). */
export function getList(
  server: TestServer,
  path: string,
  token: string | undefined,
  query: Record<string, string | number | undefined> = {},
): Promise<LeadList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : '';
  return server.api<LeadListResult>(`${path}${search}`, { token });
}

/** The wire rows' ids, sorted, for comparing sets. */
export const idsOf = (rows: { _id: string }[]): string[] => rows.map((r) => r._id).sort();
/** The rows' ids, sorted, for comparing sets. */
export const sortedIds = (rows: { id: string }[]): string[] => rows.map((r) => r.id).sort();
