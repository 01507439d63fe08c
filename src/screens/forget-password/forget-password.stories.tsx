import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { atViewport } from '../../../.storybook/viewports';
import { authApi } from '../../contract';
import { ForgetPasswordScreen } from './forget-password-screen';

const meta = {
  title: 'Auth/Forget Password',
  component: ForgetPasswordScreen,
  parameters: { element: 'rl-forget-password' },
  args: { emit: fn() },
} satisfies Meta<typeof ForgetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ask = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), 'pete@rental-leads.test');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(apiCalls).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { api: { [on(authApi.forgetPassword)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  parameters: { api: { [on(authApi.forgetPassword)]: ok(null, 'Password reset link sent to your email!') } },
  play: async ({ canvasElement, args }) => {
    const canvas = await ask(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Password reset link sent to your email!',
    );
    await expect(apiCalls[0]?.body).toEqual({ email: 'pete@rental-leads.test' });
    await waitFor(() =>
      expect(args.emit).toHaveBeenCalledWith('reset-link-sent', { email: 'pete@rental-leads.test' }),
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    api: { [on(authApi.forgetPassword)]: fail(429, 'Too many requests, try again in 60 seconds') },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled());
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Narrow: Story = atViewport('narrow', Sent);
export const Wide: Story = atViewport('wide', Sent);
