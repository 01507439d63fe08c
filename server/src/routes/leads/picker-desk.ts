/** GET /rental/desk: the picker's held lead, a running pause and the delay left, without claiming. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { pickerDesk } from '../../services/leads/picker-desk';

export default async function pickerDeskRoute(app: FastifyInstance) {
  route(app, leadsApi.desk, async ({ user, deps }) =>
    success(leadsApi.desk, await pickerDesk(deps, user._id)),
  );
}
