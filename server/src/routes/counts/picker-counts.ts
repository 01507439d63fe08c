/** GET /dataPicker/getCountDataPicker: the signed-in picker's picks today against its limit. */
import type { FastifyInstance } from 'fastify';
import { countsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { pickerCounts } from '../../services/counts/picker-counts';

export default async function pickerCountsRoute(app: FastifyInstance) {
  route(app, countsApi.picker, async ({ user, deps }) =>
    success(countsApi.picker, await pickerCounts(deps, user._id)),
  );
}
