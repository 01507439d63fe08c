import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls, navigations } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { atViewport } from '../../../.storybook/viewports';
import { SSO_PAGE_KEY } from '../../api/auth/oidc';
import { oidcApi } from '../../contract';
import { LoginScreen } from './login-screen';
import { PASSWORD_OFF, WITH_PROVIDER } from './sso-fixtures';

/** A hand-off is sent once per page: each story has its own. */
const handOff = (story: string) => `hand-off-code-of-${story}-0000000000`;
const HAND_OFF = handOff('signed-in');
/** The key this browser's page started the sign-in with (docs/rules/auth.md#sso). */
const PAGE_KEY = 'page-key-of-this-browser-000000000000';
const startedHere = () => {
  localStorage.setItem(SSO_PAGE_KEY, PAGE_KEY);
  return () => localStorage.removeItem(SSO_PAGE_KEY);
};

const meta = {
  title: 'Auth/Login/Single sign-on',
  component: LoginScreen,
  parameters: { element: 'rl-login', api: { [on(oidcApi.config)]: ok(WITH_PROVIDER) } },
  args: { emit: fn() },
  // The page's key stays in the Storybook page's storage: each story starts without one.
  beforeEach: () => localStorage.removeItem(SSO_PAGE_KEY),
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProviderButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('link', { name: 'Sign in with Company SSO' });
    const href = new URL(button.getAttribute('href')!, window.location.href);
    await expect(href.pathname).toMatch(/\/auth\/oidc\/start$/);
    await expect(href.searchParams.get('returnTo')).toBeTruthy();
    // The browser keeps the key it starts with, to complete the hand-off with it.
    await expect(href.searchParams.get('pageKey')).toMatch(/^[\w-]{43}$/);
    await expect(localStorage.getItem(SSO_PAGE_KEY)).toBe(href.searchParams.get('pageKey'));
    // The password form stays beside it.
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Super-admin sign-in' })).toBeNull();
  },
};

export const PasswordOff: Story = {
  parameters: { api: { [on(oidcApi.config)]: ok(PASSWORD_OFF) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in with Company SSO' })).toBeVisible();
    await expect(canvas.queryByLabelText('Email')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Super-admin sign-in' }));
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: { hash: '/?ssoError=unverified-email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your email is not verified by the provider',
    );
    // The refusal leaves the address.
    await expect(window.location.hash).toBe('#/');
  },
};

export const UnknownEmail: Story = {
  parameters: { hash: '/?ssoError=unknown-email' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'No account uses this email',
    );
  },
};

export const SignedInAfterProvider: Story = {
  beforeEach: startedHere,
  parameters: {
    hash: `/?sso=${HAND_OFF}`,
    api: {
      [on(oidcApi.complete)]: ok({ accessToken: 'token-1', user: users.admin }, 'Logged in successfully'),
    },
  },
  play: async ({ args }) => {
    await waitFor(() => expect(navigations).toContain('/admin/create-teamLeader'));
    await expect(args.emit).toHaveBeenCalledWith('signed-in', { user: users.admin });
    const sent = apiCalls.filter((c) => c.path === oidcApi.complete.path);
    await expect(sent.map((c) => c.body)).toEqual([{ code: HAND_OFF, pageKey: PAGE_KEY }]);
    await expect(window.location.hash).toBe('#/');
    // Used: the next sign-in starts with another key.
    await expect(localStorage.getItem(SSO_PAGE_KEY)).not.toBe(PAGE_KEY);
  },
};

/** A hand-off this browser did not start (someone sent the link): refused here, never sent. */
export const HandOffFromAnotherBrowser: Story = {
  parameters: {
    hash: `/?sso=${handOff('another-browser')}`,
    api: {
      [on(oidcApi.complete)]: ok({ accessToken: 'token-1', user: users.admin }, 'Logged in successfully'),
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Sign-in failed, please try again',
    );
    await expect(apiCalls.filter((c) => c.path === oidcApi.complete.path)).toEqual([]);
    await expect(args.emit).not.toHaveBeenCalled();
    await expect(window.location.hash).toBe('#/');
  },
};

export const CodeAfterProvider: Story = {
  beforeEach: startedHere,
  parameters: {
    hash: `/?sso=${handOff('code')}`,
    api: {
      [on(oidcApi.complete)]: ok(
        { twoFactor: 'required', ticket: 'ticket-1' },
        'Enter the code from your authenticator app',
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Authentication code')).toBeVisible();
  },
};

export const HandOffExpired: Story = {
  beforeEach: startedHere,
  parameters: {
    hash: `/?sso=${handOff('expired')}`,
    api: { [on(oidcApi.complete)]: fail(401, 'Sign-in failed, please try again') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Sign-in failed, please try again',
    );
  },
};

export const PasswordOffNarrow: Story = atViewport('narrow', PasswordOff);
export const ProviderButtonDark: Story = inDark(ProviderButton);
