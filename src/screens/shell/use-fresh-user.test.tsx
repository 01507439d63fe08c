/** The shell follows a permission change made while the user is signed in: on load and every minute. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../contract';
import { authStore } from '../../core/auth-store';
import { configure, resetConfig } from '../../core/config';
import { queryClient } from '../../core/query-client';
import { QueryFrame } from '../../ui/query-frame';
import { WidgetRoot } from '../../ui/widget-root';
import { ShellScreen } from './shell-screen';
import { USER_REFRESH_MS } from './use-fresh-user';

const creator: AuthUser = { _id: 'u-cr', name: 'Cora', email: 'cora@x.test', role: 'data-creator' };
let canBulkUpload = false;
let profileCalls = 0;

const menu = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  canBulkUpload = false;
  profileCalls = 0;
  queryClient.clear();
  configure({
    fetch: async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path !== '/api/v1/users/profile') return new Response('{}', { status: 500 });
      profileCalls += 1;
      const body = {
        success: true,
        message: 'Profile loaded',
        data: { ...creator, contact: '1', canBulkUpload },
      };
      return new Response(JSON.stringify(body), { status: 200 });
    },
  });
  authStore.getState().signIn('token-1', creator);
});
afterEach(() => {
  vi.useRealTimers();
  resetConfig();
  authStore.getState().signOut();
  queryClient.clear();
});

describe('the shell and the signed-in user', () => {
  it('shows Bulk Upload within a minute of the permission being granted, and hides it once revoked', async () => {
    render(
      <WidgetRoot frame={QueryFrame}>
        <ShellScreen emit={() => true} route="/data-creator/create" />
      </WidgetRoot>,
    );
    await waitFor(() => expect(profileCalls).toBe(1));
    expect(menu()).toEqual(['Create Rental', 'My Leads']);

    canBulkUpload = true;
    await act(() => vi.advanceTimersByTimeAsync(USER_REFRESH_MS));
    await waitFor(() => expect(menu()).toEqual(['Create Rental', 'Bulk Upload', 'My Leads']));
    expect(profileCalls).toBe(2);
    expect(authStore.getState()).toMatchObject({ accessToken: 'token-1', user: { canBulkUpload: true } });
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}').state.user.canBulkUpload).toBe(true);

    canBulkUpload = false;
    await act(() => vi.advanceTimersByTimeAsync(USER_REFRESH_MS));
    await waitFor(() => expect(menu()).toEqual(['Create Rental', 'My Leads']));
  });

  it('keeps a profile of another account out of the store', async () => {
    queryClient.setQueryData(['profile'], {
      ...creator,
      _id: 'someone-else',
      contact: '1',
      canBulkUpload: true,
    });
    configure({ fetch: () => new Promise<Response>(() => {}) });
    render(
      <WidgetRoot frame={QueryFrame}>
        <ShellScreen emit={() => true} route="/data-creator/create" />
      </WidgetRoot>,
    );
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(menu()).toEqual(['Create Rental', 'My Leads']);
    expect(authStore.getState().user?.canBulkUpload).toBeUndefined();
  });
});
