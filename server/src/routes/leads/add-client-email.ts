/** PATCH /rental/addClientEmailIntoRental/{id}: the client's email on a lead the picker claimed. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { addClientEmail } from '../../services/leads/add-client-email';

export default async function addClientEmailRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.addClientEmail,
    async ({ params, body, user, deps }) =>
      success(leadsApi.addClientEmail, await addClientEmail(deps, user._id, params.id, body.client_email)),
    { idempotent: true },
  );
}
