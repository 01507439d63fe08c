/**
 * A real OpenID provider in-process (the certified `oidc-provider`) on a loopback port, for the single
 * sign-on tests (docs/rules/auth.md, "Single sign-on"). Its login page asks for an account id and
 * signs it in; consent is given to the one client; refresh tokens are issued with every code, as
 * Keycloak does; back-channel and RP-initiated logout are on. `disable` makes the provider refuse an
 * account from then on (its sign-in, its refresh token).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
  disabled?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, ProviderAccount>;
  disable(accountId: string): void;
  /** Sends the client a back-channel logout token for this account and provider session. */
  backchannelLogout(accountId: string, sid: string): Promise<void>;
  close(): Promise<void>;
}

export interface ProviderOptions {
  /** The relying party's public URL (PUBLIC_URL): its redirect and post-logout addresses; read on first use. */
  publicUrl: string | (() => string);
  /** Where the provider posts logout tokens: the server's real address. */
  backchannelUrl?: () => string;
  accounts: Record<string, ProviderAccount>;
}

const CLIENT_ID = 'rental-leads';
const CLIENT_SECRET = 'a-client-secret-for-the-tests-only';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head><body><main>${body}</main></body></html>`;

const readForm = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return new URLSearchParams(text);
};

export async function startTestProvider({
  publicUrl: rpUrl,
  backchannelUrl,
  accounts,
}: ProviderOptions): Promise<TestProvider> {
  const known = new Map(Object.entries(accounts));
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_q, response) => response.end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Built on the first request, so the relying party's addresses may be known only by then.
  const build = () => {
    const publicUrl = typeof rpUrl === 'string' ? rpUrl : rpUrl();
    return new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${publicUrl}/api/v1/auth/oidc/callback`],
          post_logout_redirect_uris: [`${publicUrl}/`],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          ...(backchannelUrl
            ? { backchannel_logout_uri: backchannelUrl(), backchannel_logout_session_required: true }
            : {}),
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      cookies: { keys: ['cookie-key-for-the-tests-only'] },
      // Its logout tokens go to the server on 127.0.0.1, which its guard against private addresses refuses.
      fetch: (url, init) => {
        const { dispatcher: _, ...options } = (init ?? {}) as RequestInit & { dispatcher?: unknown };
        return fetch(url, options);
      },
      features: {
        devInteractions: { enabled: false },
        backchannelLogout: { enabled: true },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
            ctx.body = page(
              `<h1>Sign out of the test provider?</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>`,
            );
          },
        },
      },
      findAccount: async (_ctx, id) => {
        const account = known.get(id);
        if (!account || account.disabled) return undefined;
        return {
          accountId: id,
          claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
        };
      },
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      // The one client is first-party: its consent is given, never asked.
      loadExistingGrant: async (ctx) => {
        const grantId =
          ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
        if (grantId) return ctx.oidc.provider.Grant.find(grantId);
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client!.clientId,
          accountId: ctx.oidc.session!.accountId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      renderError: async (ctx, out) => {
        ctx.type = 'html';
        ctx.body = page(`<h1>Provider error</h1><p>${String(out.error)}</p>`);
      },
    });
  };
  let built: Provider | undefined;
  const providerOf = () => {
    built ??= build();
    return built;
  };

  handle = async (request, response) => {
    const provider = providerOf();
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!match) return provider.callback()(request, response);
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html');
      response.end(
        page(
          '<h1>Test provider</h1><form method="post"><label>Account <input name="login" autocomplete="username"></label><button type="submit">Sign in</button></form>',
        ),
      );
      return;
    }
    const accountId = (await readForm(request)).get('login') ?? '';
    const account = known.get(accountId);
    if (!account || account.disabled) {
      response.statusCode = 403;
      response.setHeader('content-type', 'text/html');
      response.end(page('<h1>This account cannot sign in</h1>'));
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  };

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    accounts: known,
    disable(accountId) {
      known.get(accountId)!.disabled = true;
    },
    async backchannelLogout(accountId, sid) {
      const client = await providerOf().Client.find(CLIENT_ID);
      // Public in oidc-provider (end_session.js calls it) though its types leave it out.
      await (
        client as unknown as { backchannelLogout(sub: string, sid: string): Promise<void> }
      ).backchannelLogout(accountId, sid);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
