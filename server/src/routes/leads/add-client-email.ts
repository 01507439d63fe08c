/** PATCH /rental/addClientEmailIntoRental/{id}: the client's email on a lead the picker fetched. */
import type { FastifyInstance } from 'fastify';
import { AddClientEmailInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { addClientEmail } from '../../services/leads/add-client-email';
import { IdParams, PICKER } from './inputs';

export default async function addClientEmailRoute(app: FastifyInstance) {
  app.patch('/rental/addClientEmailIntoRental/:id', { config: { roles: PICKER } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { client_email } = parse(AddClientEmailInput, request.body);
    const rental = await addClientEmail(app.db, request.user._id, id, client_email, app.config.now());
    return ok('Updated successfully', rental);
  });
}
