/**
 * Sign-in through an OpenID provider (docs/rules/auth.md, "Single sign-on"): what the login form asks
 * of the server, the hand-off it completes and the messages. Its own small module: the login element
 * imports it by path, so none of the other auth schemas come with the button.
 */
import { define, type Infer, object } from 'superstruct';

/** `GET /auth/oidc/config`: whether the button shows, its label, and whether the password form does. */
export interface OidcConfigAnswer {
  enabled: boolean;
  /** Shown as "Sign in with {label}". */
  label: string;
  /** False when only the super-admin may use the password form (OIDC_PASSWORD_LOGIN=off). */
  passwordLogin: boolean;
}

export const SSO_FAILED = 'Sign-in failed, please try again';

/** The hand-off code the callback sent back in the page's address, for POST /auth/oidc/complete. */
export const OidcCompleteInput = object({
  code: define<string>('code', (v) => (typeof v === 'string' && /^[\w-]{20,100}$/.test(v)) || SSO_FAILED),
});
export type OidcCompleteInput = Infer<typeof OidcCompleteInput>;

/** Why a provider's sign-in was refused, as the callback names it in the page's address (`ssoError`), and its text's id. */
export const SSO_ERRORS = {
  'unknown-email': 'sso.unknownEmail',
  'unverified-email': 'sso.unverifiedEmail',
  'linked-elsewhere': 'sso.linkedElsewhere',
  failed: 'sso.failed',
} as const;
export type SsoError = keyof typeof SSO_ERRORS;

export const ssoErrorId = (code: string) =>
  Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoError] : SSO_ERRORS.failed;

/** The parameters the callback adds to the page's hash route (`#/?sso=…` or `#/?ssoError=…`). */
export const SSO_CODE_PARAM = 'sso';
export const SSO_ERROR_PARAM = 'ssoError';
