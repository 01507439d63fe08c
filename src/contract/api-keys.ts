/**
 * API keys (docs/rules/integrations.md#d15.3): another tool calls the API with `X-Api-Key`, acting in one
 * admin's group with the scopes its key was given; the super-admin and admins make, list and revoke
 * them. The secret is shown once, in the creation's answer.
 */
import { define, type Infer, object, optional } from 'superstruct';
import { requiredText, wholeNumber } from './rules';

/** What a key may call, each scope opening the endpoints that declare it (`apiKeyScope`). */
export const API_KEY_SCOPES = [
  'leads:create',
  'leads:read',
  'deals:read',
  'reports:read',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The header a key travels in. */
export const API_KEY_HEADER = 'x-api-key';
/** Every secret starts so, which makes a leaked one easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'rlk_';

export const API_KEY_NAME_MAX = 80;
/** The expiries the form offers, in days; the API takes any whole number up to the last. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 180, 365] as const;
export const API_KEY_MAX_DAYS = 365;

export const API_KEY_CREATED = 'API key created';
export const API_KEY_REVOKED = 'API key revoked';
export const API_KEYS_LISTED = 'API keys retrieved successfully';

/** A key that is unknown, revoked, expired or whose maker can no longer make it (401). */
export const API_KEY_INVALID = 'This API key is not valid';
/** A call no key may make: it declares no scope (403). */
export const API_KEY_NOT_ALLOWED = 'This call cannot be made with an API key';
/** A call whose scope the key lacks (403). */
export const API_KEY_SCOPE_MISSING = 'This API key does not have the scope this call needs';
/** A key past its requests for the window (429); English keeps its words for every count. */
export const API_KEY_TOO_MANY = (seconds: number) =>
  `Too many requests with this API key, please try again in ${seconds} seconds`;
/** Revoking a key that is not there, out of the caller's group or revoked already (404). */
export const API_KEY_NOT_FOUND = 'This API key does not exist or is already revoked';
/** The super-admin names the group; an admin's keys are its own group's (400 on `groupId`). */
export const API_KEY_GROUP_REQUIRED = 'Group is required';
export const API_KEY_GROUP_UNKNOWN = 'Group must be an active admin';
export const API_KEY_SCOPES_REQUIRED = 'Choose at least one scope';
export const API_KEY_SCOPES_INVALID =
  'Scopes must be among leads:create, leads:read, deals:read, reports:read, webhooks:manage';

const scopeList = define<ApiKeyScope[]>('Scopes', (value) => {
  if (!Array.isArray(value) || value.length === 0) return API_KEY_SCOPES_REQUIRED;
  return value.every((v) => (API_KEY_SCOPES as readonly unknown[]).includes(v)) || API_KEY_SCOPES_INVALID;
});

/** POST /apiKeys: a name, at least one scope, days until it expires and, for the super-admin, the group. */
export const CreateApiKeyInput = object({
  name: requiredText('Name', API_KEY_NAME_MAX),
  scopes: scopeList,
  expiresInDays: wholeNumber('Expiry', 1, API_KEY_MAX_DAYS),
  groupId: optional(requiredText('Group', 64, API_KEY_GROUP_REQUIRED)),
});
export type CreateApiKeyInput = Infer<typeof CreateApiKeyInput>;

export const ApiKeyParams = object({ id: requiredText('Id', 64) });

/** GET /apiKeys: the super-admin may narrow the list to one group. */
export const ApiKeyQuery = object({ groupId: optional(requiredText('Group', 64)) });
export type ApiKeyQuery = Infer<typeof ApiKeyQuery>;

/** A key as listed: never its secret nor its hash. Dates are ISO. */
export interface ApiKey {
  _id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The secret's first part, `rlk_<publicId>`, which tells keys apart without revealing them. */
  prefix: string;
  group: { _id: string; name: string };
  createdBy: { _id: string; name: string };
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The creation's answer: the key and, this once, its secret. */
export interface ApiKeyCreated {
  key: ApiKey;
  secret: string;
}
