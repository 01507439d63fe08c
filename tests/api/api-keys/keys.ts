/** The API keys suites' helpers: a key made through the API, and a call sent with one. */
import { expect } from 'vitest';
import { type ApiKeyCreated, type ApiKeyScope, apiKeysApi, type Endpoint } from '../../../src/contract';
import type { CallInit, TestServer } from '../support';

/** A key made by the holder of `token` (an admin's own group unless `groupId` is named), answered 200. */
export async function makeKey(
  server: TestServer,
  token: string | undefined,
  scopes: ApiKeyScope[],
  extra: { groupId?: string; expiresInDays?: number; name?: string } = {},
): Promise<ApiKeyCreated> {
  const made = await server.call(apiKeysApi.create, {
    token,
    body: { name: extra.name ?? 'Website form', scopes, expiresInDays: extra.expiresInDays ?? 30, ...extra },
  });
  expect(made.status, made.body.message).toBe(200);
  return made.body.data;
}

/** Sends a declared call with `X-Api-Key` and no session. */
export const withKey = <T, Body, Query>(
  server: TestServer,
  secret: string,
  target: Endpoint<T, Body, Query>,
  init: Omit<CallInit, 'token'> = {},
) => server.call(target, { ...init, headers: { ...init.headers, 'x-api-key': secret } });
