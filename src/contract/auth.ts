/** Sign-in, sessions and password recovery: the forms, the signed-in user and the messages (docs/rules/auth.md). */
import { define, type Infer, object, string } from 'superstruct';
import { type AssignFor, FIELD_MAX, MIN_PASSWORD, type Role } from './enums';
import type { Language } from './i18n';
import { refusal, requiredEmail } from './rules';

const passwordTooShort = refusal('rules.passwordShort', { min: MIN_PASSWORD });
export const PASSWORD_TOO_SHORT = passwordTooShort.message;
export const INVALID_RESET_LINK = 'Invalid password reset link!';
/** A reset link whose token is unknown, used, expired or issued for another email. */
export const INVALID_OR_EXPIRED_LINK = 'Invalid or expired password reset link';
/** One message for a wrong email and a wrong password: the answer must not reveal accounts. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
/** Its language-free code (docs/rules/language.md: the message follows the caller's language). */
export const SIGN_IN_REFUSED = 'invalid-credentials';

/** Login checks presence only: a wrong password is the server's answer, not a format error. */
const requiredSecret = (message: string) =>
  define<string>(
    'password',
    (v) => (typeof v === 'string' && v !== '' && v.length <= FIELD_MAX.password) || message,
  );

export const newPassword = (requiredMessage: string) =>
  define<string>('password', (v) => {
    if (typeof v !== 'string' || v === '') return requiredMessage;
    if (v.length < MIN_PASSWORD) return passwordTooShort;
    if (v.length > FIELD_MAX.password) return refusal('rules.passwordLong', { max: FIELD_MAX.password });
    return true;
  });

export const LoginInput = object({
  email: requiredEmail('Email'),
  password: requiredSecret('Password is required'),
});
export type LoginInput = Infer<typeof LoginInput>;

export const ForgetPasswordInput = object({ email: requiredEmail('Email') });
export type ForgetPasswordInput = Infer<typeof ForgetPasswordInput>;

/** The token travels in the Authorization header, not in this body. */
export const ResetPasswordInput = object({
  email: requiredEmail('Email'),
  newPassword: newPassword('New Password is required'),
});
export type ResetPasswordInput = Infer<typeof ResetPasswordInput>;

/** The profile's Change password (docs/rules/auth.md#d3.10): the current password, and a new one by the reset's rules. */
export const ChangePasswordInput = object({
  currentPassword: requiredSecret('Current password is required'),
  newPassword: newPassword('New Password is required'),
});
export type ChangePasswordInput = Infer<typeof ChangePasswordInput>;
export const SAME_PASSWORD = 'The new password must differ from the current one';

export const ResetLink = object({
  email: define<string>('email', (v) => (typeof v === 'string' && v.trim() !== '') || INVALID_RESET_LINK),
  token: string(),
});

/** The 401 of a token whose account or refresh session ended (docs/rules/auth.md#d3). */
export const SESSION_EXPIRED = 'Your session has expired, please log in again';

/** The signed-in user as login and refresh answer it (docs/rules/auth.md#d3). */
export interface AuthUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  assignFor?: AssignFor | null;
  canBulkUpload?: boolean;
  /** The user's chosen language (docs/rules/language.md). */
  language?: Language;
}

/** POST /auth/login and POST /auth/refresh-token. */
export interface LoginResult {
  accessToken: string;
  user: AuthUser;
}
