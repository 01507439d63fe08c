/** GET /reports: the caller's scope, day by day and per person, over a range of Panama days (docs/rules/reports.md#d11). */
import type { FastifyInstance } from 'fastify';
import { reportsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { readReport } from '../../services/reports/read-report';

export default async function reportRoute(app: FastifyInstance) {
  route(app, reportsApi.report, async ({ query, user, deps }) =>
    success(reportsApi.report, await readReport(deps, user, query)),
  );
}
