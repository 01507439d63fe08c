import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls, navigations } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { atViewport } from '../../../.storybook/viewports';
import { oidcApi } from '../../contract';
import { LoginScreen } from './login-screen';
import { PASSWORD_OFF, WITH_PROVIDER } from './sso-fixtures';

/** A hand-off is sent once per page: each story has its own. */
const handOff = (story: string) => `hand-off-code-of-${story}-0000000000`;
const HAND_OFF = handOff('signed-in');

const meta = {
  title: 'Auth/Login/Single sign-on',
  component: LoginScreen,
  parameters: { element: 'rl-login', api: { [on(oidcApi.config)]: ok(WITH_PROVIDER) } },
  args: { emit: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProviderButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('link', { name: 'Sign in with Company SSO' });
    await expect(button.getAttribute('href')).toMatch(/\/auth\/oidc\/start\?returnTo=/);
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
    await expect(sent.map((c) => c.body)).toEqual([{ code: HAND_OFF }]);
    await expect(window.location.hash).toBe('#/');
  },
};

export const CodeAfterProvider: Story = {
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
