/**
 * The reports area's calls (docs/rules/reports.md): one report over a range of Panama days. The
 * super-admin sees everything or one admin group, an admin its group, a creator leader its creators
 * and a picker leader its pickers.
 */
import { answer, endpoint } from '../endpoint';
import { REPORT_LOADED, type Report, ReportQuery } from '../reports';

export const reportsApi = {
  report: endpoint({
    method: 'GET',
    path: '/reports',
    roles: ['super-admin', 'admin', 'team-leader'],
    apiKeyScope: 'reports:read',
    query: ReportQuery,
    output: answer<Report>(),
    success: REPORT_LOADED,
  }),
};
