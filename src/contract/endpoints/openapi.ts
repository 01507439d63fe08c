/** The API's own description, OpenAPI 3.1, generated from these declarations (docs/rules/integrations.md#d15.1). */
import { endpoint } from '../endpoint';

export const openapiApi = {
  /** The document itself, not an envelope: what OpenAPI tools read. */
  document: endpoint({ method: 'GET', path: '/openapi.json', roles: 'public' }),
};
