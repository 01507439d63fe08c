/**
 * Who is calling: what the access token carries and the signed-in user the auth plugin loads. Services
 * take these types from here, not from the plugin, so they depend on no HTTP layer.
 */
import type { ApiKeyScope, AssignFor, Language, Role } from '../../../src/contract';

/** What the access token carries (docs/rules/auth.md#d3). */
export interface AccessClaims {
  _id: string;
  role: Role;
  email: string;
  /** The session (refresh family) the token was issued for; absent from tokens older than sessions. */
  sid?: string;
}

/** The claims as verified: the signer adds `iat`, the second the token was issued. */
export type VerifiedClaims = AccessClaims & { iat?: number };

/** The signed-in user of a request, loaded fresh so a deleted account stops at once. */
export interface SessionUser extends Omit<AccessClaims, 'sid'> {
  /** The session of the token the request came with; null for a token older than sessions. */
  sessionId: string | null;
  name: string;
  assignFor: AssignFor | null;
  adminId: string | null;
  teamLeaderId: string | null;
  canBulkUpload: boolean;
  /** The language the user chose: the server's messages when a request names none (docs/rules/language.md). */
  language: Language;
  /** Set when the request came with an API key: it acts as its group's admin (docs/rules/integrations.md#d15.4). */
  apiKey?: ApiKeyCaller;
}

/** The key behind a request made with `X-Api-Key`. */
export interface ApiKeyCaller {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** Who made the key: recorded as the creator of the leads it creates (docs/rules/integrations.md#d15.6). */
  createdById: string;
}

/** The signed-in user as a scope rule needs it: who it is and where it sits in the hierarchy. */
export type Caller = Pick<SessionUser, '_id' | 'role' | 'assignFor' | 'adminId'>;

/** A caller whose change the audit trail records: its name is copied onto the entry (docs/rules/audit.md#d10.1). */
export type Actor = Caller & Pick<SessionUser, 'name'>;
