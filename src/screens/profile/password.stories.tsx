import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { passwordApi } from '../../contract/endpoints/password';
import { PasswordSection } from './password-section';

const meta = {
  title: 'People/Profile/Change password',
  component: PasswordSection,
  parameters: {
    element: 'rl-profile',
    user: users.picker,
    api: { [on(passwordApi.change)]: ok({ ended: 2 }, 'Password changed') },
  },
} satisfies Meta<typeof PasswordSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, current: string, next: string, repeat = next) => {
  const canvas = within(canvasElement);
  if (current) await userEvent.type(canvas.getByLabelText('Current password'), current);
  if (next) await userEvent.type(canvas.getByLabelText('New password'), next);
  if (repeat) await userEvent.type(canvas.getByLabelText('New password again'), repeat);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
};

/** The three fields, empty, and the note that other devices are signed out. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByText('Your other devices are signed out when you change it.')).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** Sent once filled and agreeing: the toast counts the devices signed out, the fields empty again. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old-password', 'a-new-password');
    await expectToast('Password changed. Your other sessions (2) were signed out.');
    await expect(apiCalls.find((call) => call.path === '/auth/change-password')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-new-password',
    });
    await waitFor(() => expect(canvas.getByLabelText('Current password')).toHaveValue(''));
  },
};

/** Nothing sent while a field is empty or the two new passwords differ. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '', 'a-new-password', 'another-password');
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('The two new passwords differ')).toBeVisible();
    await expect(apiCalls.some((call) => call.path === '/auth/change-password')).toBe(false);
  },
};

/** The server's refusal under the field it names. */
export const WrongCurrent: Story = {
  parameters: {
    api: {
      [on(passwordApi.change)]: fail(400, 'Wrong password', {
        errors: [{ path: 'currentPassword', message: 'Wrong password' }],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'not-it', 'a-new-password');
    await expect(await canvas.findByText('Wrong password')).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too many wrong passwords: the server's sentence, said once above the button. */
export const TooManyTries: Story = {
  parameters: {
    api: { [on(passwordApi.change)]: fail(429, 'Too many attempts, please try again in 42 seconds') },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old-password', 'a-new-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

/** Busy while the server answers: the button says so and cannot be pressed twice. */
export const Saving: Story = {
  parameters: { api: { [on(passwordApi.change)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old-password', 'a-new-password');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Change password/ })).toBeDisabled());
  },
};
