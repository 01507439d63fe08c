/** POST /doNotContact/bulk: numbers added to the do-not-contact list from a .csv/.xlsx (super-admin, admins). */
import type { FastifyInstance } from 'fastify';
import { doNotContactApi, importedMessage } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { addNumbersFromFile } from '../../services/do-not-contact/add-numbers-from-file';
import { readUpload } from '../uploads/read-upload';

export default async function addNumbersFromFileRoute(app: FastifyInstance) {
  route(app, doNotContactApi.addFromFile, async ({ user, deps }, request) => {
    const file = await readUpload(request);
    const result = await addNumbersFromFile({ ...deps, sheets: app.sheets }, file, user);
    return ok(importedMessage(result), result);
  });
}
