/**
 * The API keys' calls (docs/rules/integrations.md#d15.3): a group's keys listed, one made (its secret in
 * this answer only) and one revoked. The super-admin's for any group, an admin's for its own; no key
 * makes or sees keys.
 */
import {
  API_KEY_CREATED,
  API_KEY_REVOKED,
  API_KEYS_LISTED,
  type ApiKey,
  type ApiKeyCreated,
  ApiKeyParams,
  ApiKeyQuery,
  CreateApiKeyInput,
} from '../api-keys';
import { answer, endpoint } from '../endpoint';

const KEEPERS = ['super-admin', 'admin'] as const;

export const apiKeysApi = {
  list: endpoint({
    method: 'GET',
    path: '/apiKeys',
    roles: KEEPERS,
    query: ApiKeyQuery,
    output: answer<ApiKey[]>(),
    success: API_KEYS_LISTED,
  }),
  create: endpoint({
    method: 'POST',
    path: '/apiKeys',
    roles: KEEPERS,
    body: CreateApiKeyInput,
    output: answer<ApiKeyCreated>(),
    success: API_KEY_CREATED,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/apiKeys/:id',
    params: ApiKeyParams,
    roles: KEEPERS,
    output: answer<ApiKey>(),
    success: API_KEY_REVOKED,
  }),
};
