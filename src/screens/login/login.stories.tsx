import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { navigations } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { atViewport } from '../../../.storybook/viewports';
import { authApi, oidcApi } from '../../contract';
import { LoginScreen } from './login-screen';
import { NO_PROVIDER } from './sso-fixtures';

const meta = {
  title: 'Auth/Login',
  component: LoginScreen,
  // A server without a provider: the password form alone (sso.stories.tsx has the provider's states).
  parameters: { element: 'rl-login', api: { [on(oidcApi.config)]: ok(NO_PROVIDER) } },
  args: { emit: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSubmit = async (canvas: ReturnType<typeof within>, password = 'secret-pass') => {
  await userEvent.type(canvas.getByLabelText('Email'), 'adam@rental-leads.test');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '#/forget-password',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'visible');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  parameters: { api: { [on(authApi.login)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [on(authApi.login)]: fail(401, 'Invalid email or password') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas, 'wrong-pass');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NetworkError: Story = {
  parameters: { api: { [on(authApi.login)]: { networkError: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the server');
  },
};

export const Success: Story = {
  parameters: {
    api: { [on(authApi.login)]: ok({ accessToken: 'token-1', user: users.admin }, 'Login successful') },
  },
  play: async ({ canvasElement, args }) => {
    await fillAndSubmit(within(canvasElement));
    await waitFor(() => expect(navigations).toContain('/admin/create-teamLeader'));
    await expect(args.emit).toHaveBeenCalledWith('signed-in', { user: users.admin });
  },
};

export const Narrow: Story = atViewport('narrow', ValidationErrors);
export const Wide: Story = atViewport('wide', ValidationErrors);
export const Dark: Story = inDark(ValidationErrors);
