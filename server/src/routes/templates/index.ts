/** The templates area's routes (docs/rules/templates.md). */
import type { FastifyInstance } from 'fastify';
import createTemplate from './create-template';
import deleteTemplate from './delete-template';
import listTemplates from './list-templates';
import pickerTemplates from './picker-templates';
import updateTemplate from './update-template';

export default async function templateRoutes(app: FastifyInstance) {
  for (const route of [listTemplates, createTemplate, updateTemplate, deleteTemplate, pickerTemplates])
    await app.register(route);
}
