/** GET /reports: the caller's scope day by day and per person over a range of Panama days (docs/rules/reports.md). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ReportQuery, reportsApi } from '../../contract';
import { call } from '../../core/api-client';

/** Blank days and a null group are left out, so the server applies its defaults (the last 14 days, the whole scope). */
const queryOf = ({ startDate, endDate, adminId }: ReportQuery): ReportQuery => ({
  ...(startDate ? { startDate } : {}),
  ...(endDate ? { endDate } : {}),
  ...(adminId ? { adminId } : {}),
});

export const reportQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: ['reports', queryOf(query)],
    queryFn: ({ signal }) => call(reportsApi.report, { query: queryOf(query), signal }).then((r) => r.data),
  });

/** The last report stays on screen while another range loads, so the charts do not blank out. */
export const useReport = (query: ReportQuery) =>
  useQuery({ ...reportQuery(query), placeholderData: keepPreviousData });
