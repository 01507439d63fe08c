import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls, navigations } from '../../../.storybook/preview';
import { atViewport } from '../../../.storybook/viewports';
import { authApi } from '../../contract';
import { ResetPasswordScreen } from './reset-password-screen';

const LINK = '/reset-password?email=pete%40rental-leads.test&token=link-token';

const meta = {
  title: 'Auth/Reset Password',
  component: ResetPasswordScreen,
  args: { emit: fn() },
  parameters: { element: 'rl-reset-password', hash: LINK },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement, password: string) => {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  return canvas;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '');
    await expect(canvas.getByText('New Password is required')).toBeVisible();
    await expect(canvas.getByText('pete@rental-leads.test')).toBeVisible();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '12345');
    await expect(canvas.getByText('Password must be at least 6 characters long')).toBeVisible();
  },
};

export const InvalidLink: Story = {
  parameters: { hash: '/reset-password?email=pete%40rental-leads.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid password reset link!');
    await expect(canvas.queryByLabelText('New Password')).toBeNull();
  },
};

export const FromAttributes: Story = {
  parameters: { hash: '/reset-password' },
  args: { email: 'cora@rental-leads.test', token: 'attr-token' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('cora@rental-leads.test')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { [on(authApi.resetPassword)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'new-secret');
    await expect(await canvas.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
  },
};

export const Success: Story = {
  parameters: { api: { [on(authApi.resetPassword)]: ok(null, 'Password reset successfully!') } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'new-secret');
    await waitFor(() => expect(navigations).toEqual(['/']));
    await expect(apiCalls[0]?.body).toEqual({ email: 'pete@rental-leads.test', newPassword: 'new-secret' });
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [on(authApi.resetPassword)]: fail(400, 'Invalid or expired password reset link') } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'new-secret');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reset password' })).toBeEnabled());
    await expect(navigations).toEqual([]);
  },
};

export const Narrow: Story = atViewport('narrow', Empty);
export const Wide: Story = atViewport('wide', Empty);
