/** The sign-in options are asked once a page and again after a session ends (./oidc.ts). */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, mockFetch, ok, on } from '../../../.storybook/mock-api';
import { oidcApi } from '../../contract/endpoints/oidc';
import type { OidcConfigAnswer } from '../../contract/oidc';
import { authStore } from '../../core/auth-store';
import { configure, resetConfig } from '../../core/config';
import { forgetOidcConfig, useOidcConfig } from './oidc';

const WITH_PROVIDER: OidcConfigAnswer = { enabled: true, label: 'Company SSO', passwordLogin: true };
const calls: MockRequest[] = [];
const asked = () => calls.filter((call) => call.path === oidcApi.config.path).length;

beforeEach(() => {
  calls.length = 0;
  forgetOidcConfig();
  configure({ fetch: mockFetch({ [on(oidcApi.config)]: ok(WITH_PROVIDER) }, calls) });
});
afterEach(() => {
  resetConfig();
  authStore.getState().signOut();
});

describe('useOidcConfig', () => {
  it('asks once a page: a later login has the options at its first render', async () => {
    const first = renderHook(() => useOidcConfig());
    await waitFor(() => expect(first.result.current).toEqual(WITH_PROVIDER));
    first.unmount();
    const second = renderHook(() => useOidcConfig());
    expect(second.result.current).toEqual(WITH_PROVIDER);
    expect(asked()).toBe(1);
  });

  it('asks again once a signed-in session ends', async () => {
    const first = renderHook(() => useOidcConfig());
    await waitFor(() => expect(first.result.current).toEqual(WITH_PROVIDER));
    first.unmount();
    authStore.getState().signIn('token-1', users.admin);
    authStore.getState().signOut();
    const second = renderHook(() => useOidcConfig());
    expect(second.result.current).toBeUndefined();
    await waitFor(() => expect(second.result.current).toEqual(WITH_PROVIDER));
    expect(asked()).toBe(2);
  });

  it('leaves the options unknown when the server refuses, and asks at the next mount', async () => {
    configure({ fetch: mockFetch({ [on(oidcApi.config)]: fail(404, 'Not found') }, calls) });
    const first = renderHook(() => useOidcConfig());
    await waitFor(() => expect(asked()).toBe(1));
    expect(first.result.current).toBeUndefined();
    first.unmount();
    renderHook(() => useOidcConfig());
    await waitFor(() => expect(asked()).toBe(2));
  });
});
