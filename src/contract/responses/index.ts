/**
 * Every call's answer by its `METHOD /path` (docs/rules/integrations.md#d15.1): the shape of a JSON
 * answer's `data`, a file's media types, or a redirect. Read by the API's description and the API
 * suite; never by an element (the declarations stay the only contract module they load).
 */
import { ADMIN_ANSWERS } from './admin';
import { AUTH_ANSWERS } from './auth';
import { DEALS_ANSWERS } from './deals';
import { INTEGRATIONS_ANSWERS } from './integrations';
import { LEADS_ANSWERS } from './leads';
import { LISTS_ANSWERS } from './lists';
import { PEOPLE_ANSWERS } from './people';
import type { Answer } from './shapes';

export type { Answer } from './shapes';

export const RESPONSES: Readonly<Record<string, Answer>> = Object.fromEntries([
  ...ADMIN_ANSWERS,
  ...AUTH_ANSWERS,
  ...DEALS_ANSWERS,
  ...INTEGRATIONS_ANSWERS,
  ...LEADS_ANSWERS,
  ...LISTS_ANSWERS,
  ...PEOPLE_ANSWERS,
]);
