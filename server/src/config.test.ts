import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a plain start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      distDir: resolve('dist'),
      accessTokenTtlMs: 15 * 60_000,
      resetTokenTtlMs: 30 * 60_000,
      rateLimitMax: 10,
    });
  });

  it('refuses a RATE_LIMIT_MAX that would lock everyone out', () => {
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(
      'RATE_LIMIT_MAX must be a whole number of at least 1, got "0"',
    );
    expect(loadConfig({ RATE_LIMIT_MAX: '1' }).rateLimitMax).toBe(1);
  });

  it('lets each API key make 600 requests a minute, or API_KEY_RATE_LIMIT_MAX', () => {
    expect(loadConfig({}).apiKeyRateLimitMax).toBe(600);
    expect(loadConfig({ API_KEY_RATE_LIMIT_MAX: '30' }).apiKeyRateLimitMax).toBe(30);
    expect(() => loadConfig({ API_KEY_RATE_LIMIT_MAX: '0' })).toThrow(
      'API_KEY_RATE_LIMIT_MAX must be a whole number of at least 1, got "0"',
    );
  });

  it('rewrites erased files at 03:00 in Panama, or in the ERASURE_REWRITE_HOUR of the day', () => {
    expect(loadConfig({}).erasureRewriteHour).toBe(3);
    expect(loadConfig({ ERASURE_REWRITE_HOUR: '0' }).erasureRewriteHour).toBe(0);
    expect(loadConfig({ ERASURE_REWRITE_HOUR: '23' }).erasureRewriteHour).toBe(23);
    expect(() => loadConfig({ ERASURE_REWRITE_HOUR: '24' })).toThrow(
      'ERASURE_REWRITE_HOUR must be an hour of the day, 0 to 23, got "24"',
    );
    expect(() => loadConfig({ ERASURE_REWRITE_HOUR: '3am' })).toThrow(
      'ERASURE_REWRITE_HOUR must be a whole number, got "3am"',
    );
  });

  it('refuses private webhook addresses unless WEBHOOK_ALLOW_PRIVATE=true, and sends every WEBHOOK_SEND_SECONDS', () => {
    expect(loadConfig({}).webhookAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).webhookAllowPrivate).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
      'WEBHOOK_ALLOW_PRIVATE must be true or false, got "yes"',
    );
    expect(loadConfig({}).webhookSendMs).toBe(2000);
    expect(loadConfig({ WEBHOOK_SEND_SECONDS: '0' }).webhookSendMs).toBe(0);
    expect(() => loadConfig({ WEBHOOK_SEND_SECONDS: '1.5' })).toThrow(
      'WEBHOOK_SEND_SECONDS must be a whole number, got "1.5"',
    );
  });

  it("leaves PGlite's page cache at its own size, or takes PGLITE_SHARED_BUFFERS in megabytes", () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64' }).pgliteSharedBuffersMb).toBe(64);
    for (const wrong of ['0', '64MB', '-1'])
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: wrong })).toThrow(
        `PGLITE_SHARED_BUFFERS (megabytes) must be a whole number of at least 1, got "${wrong}"`,
      );
  });

  it('reads the environment and drops a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/leads',
      DATABASE_URL: 'postgres://db/leads',
      PUBLIC_URL: 'https://leads.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/leads',
      databaseUrl: 'postgres://db/leads',
      publicUrl: 'https://leads.example.com',
    });
  });

  it('writes links absolute only on a PUBLIC_URL that is set, not on the localhost default', () => {
    expect(loadConfig({}).linkBase).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '' }).linkBase).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://leads.example.com/intranet/' }).linkBase).toBe(
      'https://leads.example.com/intranet',
    );
  });

  it('reads METRICS_TOKEN, unset or blank as no /metrics at all', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-me' }).metricsToken).toBe('scrape-me');
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('reads PHONE_COUNTRY as a country code, US when unset, and refuses an unknown one', () => {
    expect(loadConfig({}).phoneCountry).toBe('US');
    expect(loadConfig({ PHONE_COUNTRY: ' pa ' }).phoneCountry).toBe('PA');
    expect(() => loadConfig({ PHONE_COUNTRY: 'Panama' })).toThrow(
      'PHONE_COUNTRY must be a two-letter country code such as US, got "Panama"',
    );
  });

  it('reads JWT_SECRET and JWT_SECRET_PREVIOUS, and refuses a short or orphan secret', () => {
    const current = 'c'.repeat(32);
    const previous = 'p'.repeat(40);
    expect(loadConfig({})).toMatchObject({ jwtSecret: undefined, jwtSecretPrevious: undefined });
    expect(loadConfig({ JWT_SECRET: current, JWT_SECRET_PREVIOUS: previous })).toMatchObject({
      jwtSecret: current,
      jwtSecretPrevious: previous,
    });
    expect(() => loadConfig({ JWT_SECRET: 'too-short-a-secret' })).toThrow(
      'JWT_SECRET must be at least 32 characters long, got 18',
    );
    expect(() => loadConfig({ JWT_SECRET: current, JWT_SECRET_PREVIOUS: 'short' })).toThrow(
      'JWT_SECRET_PREVIOUS must be at least 32 characters long, got 5',
    );
    expect(() => loadConfig({ JWT_SECRET_PREVIOUS: previous })).toThrow(
      'JWT_SECRET_PREVIOUS is set without JWT_SECRET: set JWT_SECRET to the new secret',
    );
  });

  it('reads ALLOWED_ORIGINS as origins written as browsers send them, none when unset', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({ ALLOWED_ORIGINS: ' , ' }).allowedOrigins).toEqual([]);
    expect(
      loadConfig({
        ALLOWED_ORIGINS:
          'https://Intranet.Example.com/, http://desk.example.com:8080 ,https://a.example.com:443',
        PUBLIC_URL: 'https://leads.example.com',
      }).allowedOrigins,
    ).toEqual(['https://intranet.example.com', 'http://desk.example.com:8080', 'https://a.example.com']);
  });

  it('refuses an ALLOWED_ORIGINS entry that is not an origin', () => {
    for (const entry of [
      'intranet.example.com',
      'https://intranet.example.com/desk',
      'https://intranet.example.com?x=1',
      'https://user@intranet.example.com',
      'https://*.example.com',
      '*',
      'null',
      'ftp://files.example.com',
    ]) {
      expect(() =>
        loadConfig({
          ALLOWED_ORIGINS: `https://ok.example.com,${entry}`,
          PUBLIC_URL: 'https://leads.example.com',
        }),
      ).toThrow(
        `ALLOWED_ORIGINS must be origins such as https://intranet.example.com, comma-separated, got "${entry}"`,
      );
    }
  });

  it('takes ALLOWED_ORIGINS only where the refresh cookie can be Secure: https, or this machine', () => {
    const allowed = { ALLOWED_ORIGINS: 'https://intranet.example.com' };
    expect(() => loadConfig({ ...allowed, PUBLIC_URL: 'http://leads.example.com' })).toThrow(
      'ALLOWED_ORIGINS needs PUBLIC_URL on https (got "http://leads.example.com"): the refresh cookie other origins send must be Secure',
    );
    expect(loadConfig({ ...allowed, PUBLIC_URL: 'https://leads.example.com' }).allowedOrigins).toHaveLength(
      1,
    );
    expect(loadConfig({ ...allowed, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...allowed, PUBLIC_URL: 'http://127.0.0.1:3000' }).allowedOrigins).toHaveLength(1);
  });

  it('takes ALLOWED_ORIGINS on plain http only when ALLOW_PLAIN_HTTP_ORIGINS says so, for a trial', () => {
    const trial = {
      ALLOWED_ORIGINS: 'http://intranet.example.com:8080',
      PUBLIC_URL: 'http://intranet.example.com:3000',
    };
    expect(() => loadConfig(trial)).toThrow('for a trial on plain http, set ALLOW_PLAIN_HTTP_ORIGINS=true');
    expect(loadConfig({ ...trial, ALLOW_PLAIN_HTTP_ORIGINS: 'true' })).toMatchObject({
      allowedOrigins: ['http://intranet.example.com:8080'],
      allowPlainHttpOrigins: true,
    });
    expect(loadConfig({}).allowPlainHttpOrigins).toBe(false);
    expect(() => loadConfig({ ...trial, ALLOW_PLAIN_HTTP_ORIGINS: 'yes' })).toThrow(
      'ALLOW_PLAIN_HTTP_ORIGINS must be true or false, got "yes"',
    );
  });

  it('lets tests override anything', () => {
    expect(loadConfig({ PORT: '8080' }, { port: 0, rateLimitMax: 2 })).toMatchObject({
      port: 0,
      rateLimitMax: 2,
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number, got "eighty"');
  });
  describe('single sign-on (OIDC_*)', () => {
    const sso = {
      OIDC_ISSUER: 'https://sso.example.com/realms/staff',
      OIDC_CLIENT_ID: 'rental-leads',
      OIDC_CLIENT_SECRET: 'secret',
    };

    it('is off unless set, and the password form on', () => {
      expect(loadConfig({})).toMatchObject({ oidc: undefined, passwordLogin: true });
    });

    it('reads the provider with its defaults', () => {
      expect(loadConfig(sso).oidc).toEqual({
        issuer: 'https://sso.example.com/realms/staff',
        clientId: 'rental-leads',
        clientSecret: 'secret',
        emailClaim: 'email',
        label: 'sso.example.com',
        scopes: 'openid email profile',
        recheckMs: 5 * 60_000,
        allowHttp: false,
      });
      const custom = loadConfig({
        ...sso,
        OIDC_EMAIL_CLAIM: 'upn',
        OIDC_LABEL: 'Company SSO',
        OIDC_RECHECK_MINUTES: '2',
        OIDC_PASSWORD_LOGIN: 'off',
      });
      expect(custom.oidc).toMatchObject({ emailClaim: 'upn', label: 'Company SSO', recheckMs: 120_000 });
      expect(custom.passwordLogin).toBe(false);
    });

    it('stops the start on a half-set or unsafe provider', () => {
      expect(() => loadConfig({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(
        'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set with OIDC_ISSUER',
      );
      expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'http://sso.example.com' })).toThrow(
        'OIDC_ISSUER must be an https URL such as https://sso.example.com/realms/staff, got "http://sso.example.com"',
      );
      expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.allowHttp).toBe(true);
      expect(() => loadConfig({ ...sso, OIDC_SCOPES: 'email' })).toThrow(
        'OIDC_SCOPES must include openid, got "email"',
      );
      expect(() => loadConfig({ ...sso, OIDC_RECHECK_MINUTES: '0' })).toThrow(
        'OIDC_RECHECK_MINUTES must be a whole number of at least 1, got "0"',
      );
    });

    it('refuses the password form off without a provider, or an unknown value', () => {
      expect(() => loadConfig({ OIDC_PASSWORD_LOGIN: 'off' })).toThrow(
        'OIDC_PASSWORD_LOGIN=off needs OIDC_ISSUER: nobody but the super-admin could sign in',
      );
      expect(() => loadConfig({ ...sso, OIDC_PASSWORD_LOGIN: 'no' })).toThrow(
        'OIDC_PASSWORD_LOGIN must be on or off, got "no"',
      );
    });
  });
});
