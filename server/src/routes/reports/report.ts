/** GET /reports: the caller's scope, day by day and per person, over a range of Panama days (rule D11). */
import type { FastifyInstance } from 'fastify';
import { reportsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { readReport } from '../../services/reports/read-report';

export default async function reportRoute(app: FastifyInstance) {
  route(app, reportsApi.report, async (request) => {
    const query = parse(reportsApi.report.query!, request.query);
    return success(reportsApi.report, await readReport(app.db, request.user, query, app.config.now()));
  });
}
