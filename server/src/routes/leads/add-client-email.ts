/** PATCH /rental/addClientEmailIntoRental/{id}: the client's email on a lead the picker fetched. */
import type { FastifyInstance } from 'fastify';
import { LeadIdParams, leadsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { addClientEmail } from '../../services/leads/add-client-email';

export default async function addClientEmailRoute(app: FastifyInstance) {
  route(app, leadsApi.addClientEmail, async (request) => {
    const { id } = parse(LeadIdParams, request.params);
    const { client_email } = parse(leadsApi.addClientEmail.body!, request.body);
    const rental = await addClientEmail(app.db, request.user._id, id, client_email, app.config.now());
    return success(leadsApi.addClientEmail, rental);
  });
}
