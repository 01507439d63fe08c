/**
 * The session kept in local storage (docs/rules/auth.md, "The client's session"): restored at once
 * when the page loads, written on every change, followed across tabs, and never fatal when the stored
 * value or the storage itself is broken.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../contract';

const user: AuthUser = { _id: 'u-1', name: 'Ann Admin', email: 'ann@x.co', role: 'admin' };

/** The store as a freshly loaded page has it, reading whatever local storage holds now. */
async function loadStore() {
  vi.resetModules();
  return import('./auth-store');
}

const stored = () => JSON.parse(localStorage.getItem('auth') ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('auth store', () => {
  it('restores the session an earlier page stored, before any widget renders', async () => {
    localStorage.setItem('auth', JSON.stringify({ state: { accessToken: 'tok-1', user }, version: 0 }));
    const { authStore } = await loadStore();
    expect(authStore.getState()).toMatchObject({ accessToken: 'tok-1', user });
  });

  it('stores a sign-in, a refreshed token and a sign-out in the shape it reads back', async () => {
    const { authStore } = await loadStore();
    authStore.getState().signIn('tok-1', user);
    expect(stored()).toEqual({ state: { accessToken: 'tok-1', user }, version: 0 });
    authStore.getState().setToken('tok-2');
    expect(stored().state).toEqual({ accessToken: 'tok-2', user });
    authStore.getState().signOut();
    expect(stored().state).toEqual({ accessToken: null, user: null });
  });

  it('reads a stored value that is not a session as signed out', async () => {
    localStorage.setItem('auth', '{not json');
    const { authStore } = await loadStore();
    expect(authStore.getState()).toMatchObject({ accessToken: null, user: null });
    localStorage.setItem('auth', JSON.stringify({ state: 'nonsense' }));
    const again = await loadStore();
    expect(again.authStore.getState()).toMatchObject({ accessToken: null, user: null });
  });

  it('keeps the session for the page when the storage refuses to be read or written', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { authStore } = await loadStore();
    expect(authStore.getState().accessToken).toBeNull();
    authStore.getState().signIn('tok-1', user);
    expect(authStore.getState()).toMatchObject({ accessToken: 'tok-1', user });
  });

  it("follows another tab's sign-out", async () => {
    const { authStore } = await loadStore();
    authStore.getState().signIn('tok-1', user);
    const signedOut = JSON.stringify({ state: { accessToken: null, user: null }, version: 0 });
    localStorage.setItem('auth', signedOut);
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: signedOut }));
    expect(authStore.getState()).toMatchObject({ accessToken: null, user: null });
  });
});
