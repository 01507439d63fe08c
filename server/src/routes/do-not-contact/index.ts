/** The do-not-contact area's routes (docs/rules/do-not-contact.md): the list, an add, a bulk add and a removal. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import addNumber from './add-number';
import addNumbersFromFile from './add-numbers-from-file';
import listNumbers from './list-numbers';
import removeNumber from './remove-number';

export default async function doNotContactRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only the bulk add takes a multipart body, read with the uploads' limits.
  await app.register(multipart);
  for (const route of [listNumbers, addNumber, addNumbersFromFile, removeNumber]) await app.register(route);
}
