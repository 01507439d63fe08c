/** The server's settings, read once from the environment; tests pass overrides for anything else. */
import { resolve } from 'node:path';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, type PhoneCountry } from '../../src/contract';

export interface Config {
  port: number;
  host: string;
  /** Holds the PGlite folder and the outbox (deal images live in the database; an older version's are copied in). */
  dataDir: string;
  /** When set, PostgreSQL at this URL replaces the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * PGLITE_SHARED_BUFFERS: PGlite's own page cache, in megabytes (PostgreSQL's 128 by default), the largest
   * part of its memory once warm (docs/benchmarks.md, "The server's memory"); the system's file cache
   * still holds the files.
   */
  pgliteSharedBuffersMb: number | undefined;
  superAdminEmail: string | undefined;
  superAdminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of the host page, without a trailing slash: reset links point here. */
  publicUrl: string;
  /**
   * PUBLIC_URL when it is set (not the localhost default), without a trailing slash: addresses in API
   * answers (a deal's closing_image) are absolute on it; unset, they are root-relative ('/api/v1/…').
   */
  linkBase: string | undefined;
  distDir: string;
  logLevel: string;
  /**
   * JWT_SECRET: signs access tokens instead of the secret generated into the database. Undefined: the
   * database's secret, shared by every process.
   */
  jwtSecret: string | undefined;
  /** JWT_SECRET_PREVIOUS: tokens it signed still verify until they expire, so a rotation logs no one out. */
  jwtSecretPrevious: string | undefined;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  resetTokenTtlMs: number;
  /** Login and forget-password attempts allowed per IP and per email in each window. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Requests one API key may make in each window (API_KEY_RATE_LIMIT_MAX, docs/rules/integrations.md#d15.5). */
  apiKeyRateLimitMax: number;
  bodyLimitBytes: number;
  /**
   * Which proxies' X-Forwarded-For to believe, so rate limits and the log see the client's address:
   * false (none, the default), true (any), a hop count, or addresses and CIDR ranges (TRUST_PROXY).
   */
  trustProxy: boolean | number | string;
  /** Numbers written without + and a country code belong to this country (PHONE_COUNTRY, default US). */
  phoneCountry: PhoneCountry;
  /** METRICS_TOKEN: `GET /metrics` answers only this bearer token; unset, the route does not exist. */
  metricsToken: string | undefined;
  /**
   * ALLOWED_ORIGINS: the origins (`https://intranet.example.com`) of other pages that host the elements
   * and call the API with credentials; empty (the default): the host page's own origin only.
   */
  allowedOrigins: string[];
  /**
   * ALLOW_PLAIN_HTTP_ORIGINS=true, for trials only: ALLOWED_ORIGINS on a plain-http PUBLIC_URL. The
   * refresh cookie is then the same-site one (SameSite=Strict, not Secure), which browsers send only
   * to pages of the same site (another port or subdomain of the API's host), and every token travels
   * unencrypted (docs/rules/auth.md#d3.6).
   */
  allowPlainHttpOrigins: boolean;
  /** OIDC_*: sign-in through an OpenID provider (docs/rules/auth.md, "Single sign-on"); undefined: off. */
  oidc: OidcConfig | undefined;
  /**
   * OIDC_PASSWORD_LOGIN=off: the password form signs in the super-admin only, everyone else through the
   * provider. Always true without OIDC_ISSUER.
   */
  passwordLogin: boolean;
  /** Every rule that depends on the time reads this clock, so tests can move it. */
  now: () => Date;
  /** How often expired holds are swept back to the pool (docs/rules/operations.md#d9.4); 0: never, for tests that sweep by hand. */
  holdSweepMs: number;
  /** How often each process queues the callbacks' notifications and sends what is queued (docs/rules/notifications.md#d16.5); 0: never, for tests that send by hand. */
  pushSweepMs: number;
  /**
   * PUSH_ALLOW_LOOPBACK_HTTP=true, for tests only: a subscription's endpoint may be plain http on a
   * loopback host (the tests' own push service); otherwise https only (docs/rules/notifications.md#d16.2).
   */
  pushAllowLoopbackHttp: boolean;
  /** How often each process looks whether today's retention run is due (docs/rules/client-data.md#d13.4); 0: never, for tests. */
  retentionCheckMs: number;
  /**
   * ERASURE_REWRITE_HOUR: the hour of the Panama day (0–23, default 3) in which the tables an erasure
   * wrote are rewritten, holding every request meanwhile (docs/rules/client-data.md#d13.6).
   */
  erasureRewriteHour: number;
  /** How often each process looks whether that rewrite is due; 0: never, for tests that look by hand. */
  erasureCheckMs: number;
  /**
   * WEBHOOK_ALLOW_PRIVATE=true: webhooks may call private and loopback addresses (a trial, the tests'
   * receivers); otherwise refused on saving and on every delivery (docs/rules/integrations.md#d15.8).
   */
  webhookAllowPrivate: boolean;
  /**
   * WEBHOOK_SEND_SECONDS: how often each process sends the webhook deliveries due (docs/rules/integrations.md#d15.10),
   * default 2; 0: never (a process that only answers requests, the tests that send by hand).
   */
  webhookSendMs: number;
}

export interface OidcConfig {
  /** OIDC_ISSUER: the provider's issuer URL, as its discovery document states it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_EMAIL_CLAIM: the id token's claim that carries the email (default `email`). */
  emailClaim: string;
  /** OIDC_LABEL: the button's "Sign in with …" (default the issuer's host). */
  label: string;
  /** OIDC_SCOPES: asked of the provider (default `openid email profile`). */
  scopes: string;
  /** OIDC_RECHECK_MINUTES: how often a session's refresh asks the provider whether the identity still holds. */
  recheckMs: number;
  /** An http issuer, accepted on a loopback host only (a trial, the tests' provider). */
  allowHttp: boolean;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A setting the server cannot start with: said in one line, naming the variable, never a stack trace. */
export class ConfigError extends Error {}

const integer = (value: string | undefined, fallback: number, name: string, least = 0): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < least) {
    const kind = least > 0 ? `a whole number of at least ${least}` : 'a whole number';
    throw new ConfigError(`${name} must be ${kind}, got "${value}"`);
  }
  return n;
};

const hourOfDay = (value: string | undefined, fallback: number, name: string): number => {
  const hour = integer(value, fallback, name);
  if (hour > 23) throw new ConfigError(`${name} must be an hour of the day, 0 to 23, got "${value}"`);
  return hour;
};

/** PostgreSQL needs 16 buffers of 8 kB at least; a megabyte is 128 of them. */
function sharedBuffersMb(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  return integer(value, 0, 'PGLITE_SHARED_BUFFERS (megabytes)', 1);
}

/** TRUST_PROXY: unset or 'false', 'true', a hop count, or a comma-separated list of addresses/CIDRs. */
function trustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** PHONE_COUNTRY: a two-letter country code, any case. */
function phoneCountry(value: string | undefined): PhoneCountry {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === '') return DEFAULT_PHONE_COUNTRY;
  if (!isPhoneCountry(code))
    throw new ConfigError(`PHONE_COUNTRY must be a two-letter country code such as US, got "${value}"`);
  return code;
}

/** Origin headers name a scheme, host and port, nothing more: anything else would never match one. */
function originOf(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!bare || !['http:', 'https:'].includes(url.protocol) || url.hostname.includes('*')) return undefined;
  return url.origin;
}

/** ALLOWED_ORIGINS: comma-separated origins, written as a browser sends them (a trailing slash is dropped). */
function allowedOrigins(value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.map((item) => {
    const origin = originOf(item);
    if (origin === undefined)
      throw new ConfigError(
        `ALLOWED_ORIGINS must be origins such as https://intranet.example.com, comma-separated, got "${item}"`,
      );
    return origin;
  });
}

/** Browsers treat these as secure even on http, so a Secure cookie works there too. */
export const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Other origins' pages get the refresh cookie only as SameSite=None, which browsers keep only when it
 * is Secure, so only on https (docs/rules/auth.md#d3.6).
 */
function checkCrossOriginCookie(config: Config) {
  if (config.allowedOrigins.length === 0 || config.allowPlainHttpOrigins) return;
  const url = URL.canParse(config.publicUrl) ? new URL(config.publicUrl) : undefined;
  if (url?.protocol === 'https:' || (url && LOOPBACK.includes(url.hostname))) return;
  throw new ConfigError(
    `ALLOWED_ORIGINS needs PUBLIC_URL on https (got "${config.publicUrl}"): the refresh cookie other origins send must be Secure; for a trial on plain http, set ALLOW_PLAIN_HTTP_ORIGINS=true (same-site pages only, tokens unencrypted)`,
  );
}

function flag(value: string | undefined, name: string): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

const optional = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** OIDC_*: all three of issuer, client id and secret, or none; the issuer on https but on loopback. */
function oidc(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  const given = OIDC_REQUIRED.filter((name) => optional(env[name]?.trim()) !== undefined);
  if (given.length === 0) return undefined;
  if (given.length < OIDC_REQUIRED.length)
    throw new ConfigError(
      `${OIDC_REQUIRED.filter((name) => !given.includes(name)).join(' and ')} must be set with ${given.join(' and ')}`,
    );
  const issuer = env.OIDC_ISSUER!.trim();
  const url = URL.canParse(issuer) ? new URL(issuer) : undefined;
  const allowHttp = url?.protocol === 'http:' && LOOPBACK.includes(url.hostname);
  if (!url || (url.protocol !== 'https:' && !allowHttp))
    throw new ConfigError(
      `OIDC_ISSUER must be an https URL such as https://sso.example.com/realms/staff, got "${issuer}"`,
    );
  const emailClaim = env.OIDC_EMAIL_CLAIM?.trim() || 'email';
  const scopes = env.OIDC_SCOPES?.trim() || 'openid email profile';
  if (!scopes.split(/\s+/).includes('openid'))
    throw new ConfigError(`OIDC_SCOPES must include openid, got "${scopes}"`);
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID!.trim(),
    clientSecret: env.OIDC_CLIENT_SECRET!.trim(),
    emailClaim,
    label: env.OIDC_LABEL?.trim() || url.host,
    scopes,
    recheckMs: integer(env.OIDC_RECHECK_MINUTES, 5, 'OIDC_RECHECK_MINUTES', 1) * MINUTE,
    allowHttp,
  };
}

/** OIDC_PASSWORD_LOGIN: on (the default) or off; off needs a provider to sign in everyone else. */
function passwordLogin(value: string | undefined, sso: OidcConfig | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'on') return true;
  if (text !== 'off') throw new ConfigError(`OIDC_PASSWORD_LOGIN must be on or off, got "${value}"`);
  if (!sso)
    throw new ConfigError(
      'OIDC_PASSWORD_LOGIN=off needs OIDC_ISSUER: nobody but the super-admin could sign in',
    );
  return false;
}

/** HS256 wants a key at least as long as its 32-byte hash; a short one could be guessed offline from any token. */
const MIN_SECRET_LENGTH = 32;

function jwtSecret(value: string | undefined, name: string): string | undefined {
  const secret = optional(value);
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      `${name} must be at least ${MIN_SECRET_LENGTH} characters long, got ${secret.length}`,
    );
  return secret;
}

/** JWT_SECRET_PREVIOUS only makes sense beside the JWT_SECRET that replaced it. */
function jwtSecrets(env: NodeJS.ProcessEnv) {
  const current = jwtSecret(env.JWT_SECRET, 'JWT_SECRET');
  const previous = jwtSecret(env.JWT_SECRET_PREVIOUS, 'JWT_SECRET_PREVIOUS');
  if (previous !== undefined && current === undefined)
    throw new ConfigError('JWT_SECRET_PREVIOUS is set without JWT_SECRET: set JWT_SECRET to the new secret');
  return { jwtSecret: current, jwtSecretPrevious: previous };
}

function ssoSettings(env: NodeJS.ProcessEnv) {
  const sso = oidc(env);
  return { oidc: sso, passwordLogin: passwordLogin(env.OIDC_PASSWORD_LOGIN, sso) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = integer(env.PORT, 3000, 'PORT');
  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: optional(env.DATABASE_URL),
    pgliteSharedBuffersMb: sharedBuffersMb(env.PGLITE_SHARED_BUFFERS),
    superAdminEmail: optional(env.SUPERADMIN_EMAIL),
    superAdminPassword: optional(env.SUPERADMIN_PASSWORD),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Rental Leads <no-reply@rental-leads.local>',
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    linkBase: optional(env.PUBLIC_URL?.trim()),
    distDir: resolve(env.DIST_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    ...jwtSecrets(env),
    accessTokenTtlMs: 15 * MINUTE,
    refreshTokenTtlMs: 7 * DAY,
    resetTokenTtlMs: 30 * MINUTE,
    // 0 would refuse every sign-in: nobody, the super-admin included, could get in.
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 10, 'RATE_LIMIT_MAX', 1),
    rateLimitWindowMs: MINUTE,
    apiKeyRateLimitMax: integer(env.API_KEY_RATE_LIMIT_MAX, 600, 'API_KEY_RATE_LIMIT_MAX', 1),
    bodyLimitBytes: 1024 * 1024,
    trustProxy: trustProxy(env.TRUST_PROXY),
    phoneCountry: phoneCountry(env.PHONE_COUNTRY),
    metricsToken: optional(env.METRICS_TOKEN?.trim()),
    allowedOrigins: allowedOrigins(env.ALLOWED_ORIGINS),
    allowPlainHttpOrigins: flag(env.ALLOW_PLAIN_HTTP_ORIGINS, 'ALLOW_PLAIN_HTTP_ORIGINS'),
    ...ssoSettings(env),
    now: () => new Date(),
    holdSweepMs: 15_000,
    pushSweepMs: 5_000,
    pushAllowLoopbackHttp: flag(env.PUSH_ALLOW_LOOPBACK_HTTP, 'PUSH_ALLOW_LOOPBACK_HTTP'),
    retentionCheckMs: 3_600_000,
    erasureRewriteHour: hourOfDay(env.ERASURE_REWRITE_HOUR, 3, 'ERASURE_REWRITE_HOUR'),
    erasureCheckMs: 10 * MINUTE,
    webhookAllowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE, 'WEBHOOK_ALLOW_PRIVATE'),
    webhookSendMs: integer(env.WEBHOOK_SEND_SECONDS, 2, 'WEBHOOK_SEND_SECONDS') * 1000,
    ...overrides,
  };
  checkCrossOriginCookie(config);
  return {
    ...config,
    publicUrl: config.publicUrl.replace(/\/+$/, ''),
    linkBase: config.linkBase?.replace(/\/+$/, ''),
  };
}
