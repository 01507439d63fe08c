/** GET /dataPicker/getCountDataPicker: the signed-in picker's picks today against its limit. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { pickerCounts } from '../../services/leads/picker-counts';
import { PICKER } from './inputs';

export default async function getCountDataPicker(app: FastifyInstance) {
  app.get('/dataPicker/getCountDataPicker', { config: { roles: PICKER } }, async (request) =>
    ok('Counts loaded', await pickerCounts(app.db, request.user._id, app.config.now())),
  );
}
