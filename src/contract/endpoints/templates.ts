/**
 * The templates area's calls (docs/rules/templates.md): the super-admin's and admins' list, create,
 * edit and delete, a team leader's reading, and the picker's own list of the templates that apply to it.
 */
import { answer, endpoint } from '../endpoint';
import {
  type MessageTemplate,
  NewTemplateInput,
  PickerTemplatesQuery,
  TEMPLATE_CREATED,
  TEMPLATE_DELETED,
  TEMPLATE_UPDATED,
  TEMPLATES_LISTED,
  TemplateIdParams,
  TemplateInput,
  TemplateListQuery,
} from '../templates';

const MANAGERS = ['super-admin', 'admin'] as const;

export const templatesApi = {
  /** Every template for the super-admin (or one group's with the defaults); a group's with the defaults for the others. */
  list: endpoint({
    method: 'GET',
    path: '/templates',
    roles: [...MANAGERS, 'team-leader'],
    query: TemplateListQuery,
    output: answer<MessageTemplate[]>(),
    success: TEMPLATES_LISTED,
  }),
  /** Answers 201 with the template. */
  create: endpoint({
    method: 'POST',
    path: '/templates',
    roles: MANAGERS,
    body: NewTemplateInput,
    output: answer<MessageTemplate>(),
    success: TEMPLATE_CREATED,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/templates/:id',
    params: TemplateIdParams,
    roles: MANAGERS,
    body: TemplateInput,
    output: answer<MessageTemplate>(),
    success: TEMPLATE_UPDATED,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/templates/:id',
    params: TemplateIdParams,
    roles: MANAGERS,
    output: answer<null>(),
    success: TEMPLATE_DELETED,
  }),
  /** The picker's group's templates, then the defaults. */
  forPicker: endpoint({
    method: 'GET',
    path: '/dataPicker/templates',
    roles: ['data-picker'],
    query: PickerTemplatesQuery,
    output: answer<MessageTemplate[]>(),
    success: TEMPLATES_LISTED,
  }),
};
