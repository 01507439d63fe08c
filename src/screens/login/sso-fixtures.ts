/** What `GET /auth/oidc/config` answers in the login's stories: no provider, or one, with or without the password form. */
import type { OidcConfigAnswer } from '../../contract/oidc';

export const NO_PROVIDER: OidcConfigAnswer = { enabled: false, label: '', passwordLogin: true };
export const WITH_PROVIDER: OidcConfigAnswer = { enabled: true, label: 'Company SSO', passwordLogin: true };
export const PASSWORD_OFF: OidcConfigAnswer = { ...WITH_PROVIDER, passwordLogin: false };
