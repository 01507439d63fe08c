/** GET /dataPicker/getCountDataPicker: the signed-in picker's picks today against its limit. */
import type { FastifyInstance } from 'fastify';
import { countsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { pickerCounts } from '../../services/counts/picker-counts';

export default async function pickerCountsRoute(app: FastifyInstance) {
  route(app, countsApi.picker, async (request) =>
    success(countsApi.picker, await pickerCounts(app.db, request.user._id, app.config.now())),
  );
}
