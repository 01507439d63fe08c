/**
 * The OpenID provider as openid-client sees it (docs/rules/auth.md, "Single sign-on"): its discovery
 * document read once per process, on first use, so a provider down at start-up stops no one signing in
 * with a password; a failed discovery is tried again on the next sign-in.
 */
import { createRemoteJWKSet } from 'jose';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config';
import { API_PREFIX } from '../../lib/api-prefix';

const discovered = new WeakMap<OidcConfig, Promise<client.Configuration>>();

export function providerOf(oidc: OidcConfig): Promise<client.Configuration> {
  let found = discovered.get(oidc);
  if (!found) {
    found = client.discovery(
      new URL(oidc.issuer),
      oidc.clientId,
      undefined,
      client.ClientSecretBasic(oidc.clientSecret),
      // Plain http only for a loopback issuer (config.ts): a trial or the tests' provider.
      oidc.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.delete(oidc));
    discovered.set(oidc, found);
  }
  return found;
}

const keySets = new WeakMap<client.Configuration, ReturnType<typeof createRemoteJWKSet>>();

/** The provider's signing keys, fetched and cached by jose, for its logout tokens. */
export function providerKeys(provider: client.Configuration) {
  let keys = keySets.get(provider);
  if (!keys) {
    const uri = provider.serverMetadata().jwks_uri;
    if (!uri) throw new Error('The provider publishes no jwks_uri');
    keys = createRemoteJWKSet(new URL(uri));
    keySets.set(provider, keys);
  }
  return keys;
}

/** Where the provider sends the browser back: registered at the provider as the redirect URI. */
export const redirectUriOf = (publicUrl: string) => `${publicUrl}${API_PREFIX}/auth/oidc/callback`;
