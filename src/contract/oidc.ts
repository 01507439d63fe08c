/**
 * Sign-in through an OpenID provider (docs/rules/auth.md, "Single sign-on"): what the login form asks
 * of the server, the hand-off it completes and the messages. Its own small module: the login element
 * imports it by path, so none of the other auth schemas come with the button.
 */
import { define, type Infer, object, optional, string } from 'superstruct';

/** `GET /auth/oidc/config`: whether the button shows, its label, and whether the password form does. */
export interface OidcConfigAnswer {
  enabled: boolean;
  /** Shown as "Sign in with {label}". */
  label: string;
  /** False when only the super-admin may use the password form (OIDC_PASSWORD_LOGIN=off). */
  passwordLogin: boolean;
}

export const SSO_FAILED = 'Sign-in failed, please try again';

/** A random value of the sign-in's: 20 to 100 letters, digits, `_` or `-`. */
const handOffValue = (name: string) =>
  define<string>(name, (v) => (typeof v === 'string' && /^[\w-]{20,100}$/.test(v)) || SSO_FAILED);

/**
 * The page's key (docs/rules/auth.md#sso): made and kept by the browser's page that starts the
 * sign-in, sent with `GET /auth/oidc/start` and again with the hand-off, so a hand-off completes only
 * in the browser that asked for it.
 */
const pageKey = handOffValue('pageKey');

/** `GET /auth/oidc/start`: where to come back to, and the page's key. */
export const OidcStartQuery = object({ returnTo: optional(string()), pageKey });

/** The hand-off code the callback sent back in the page's address, with the page's key, for POST /auth/oidc/complete. */
export const OidcCompleteInput = object({ code: handOffValue('code'), pageKey });
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
