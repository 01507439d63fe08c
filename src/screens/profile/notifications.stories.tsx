import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { pushApi } from '../../contract/endpoints/push';
import type { PushSubscriptionInput } from '../../contract/push';
import type { PushDevice, PushState } from '../../lib/push-device';
import { NotificationsSection } from './notifications-section';

const subscription: PushSubscriptionInput = {
  endpoint: 'https://push.example.com/send/device-1',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

/**
 * A browser as the section sees it, one per story since it keeps its state: in `state`, answering the permission with `permission` (a
 * subscription when granted), or never answering (`'pending'`), for the busy state.
 */
function browser(state: PushState, permission: 'granted' | 'denied' | 'pending' = 'granted'): PushDevice {
  let now = state;
  return {
    state: async () => now,
    subscribe: () => {
      if (permission === 'pending') return new Promise(() => undefined);
      now = permission === 'granted' ? 'on' : 'denied';
      return Promise.resolve(permission === 'granted' ? subscription : null);
    },
    unsubscribe: async () => {
      now = 'off';
      return subscription.endpoint;
    },
  };
}

const meta = {
  title: 'People/Profile/Notifications',
  component: NotificationsSection,
  args: { device: browser('off') },
  parameters: {
    element: 'rl-profile',
    user: users.picker,
    api: {
      [on(pushApi.key)]: ok({ publicKey: 'BPublicKey' }, 'Push key loaded'),
      [on(pushApi.subscribe)]: ok(null, 'Notifications are on for this device'),
      [on(pushApi.unsubscribe)]: ok(null, 'Notifications are off for this device'),
      [on(pushApi.test)]: ok({ sent: 1 }, 'Test notification sent'),
    },
  },
} satisfies Meta<typeof NotificationsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const choice = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('radio', { name });

/** Off: both choices, Off chosen, no test to send. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await choice(canvasElement, 'Off')).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'On this device' })).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Send a test notification' })).toBeNull();
  },
};

export const On: Story = {
  args: { device: browser('on') },
  play: async ({ canvasElement }) => {
    await expect(await choice(canvasElement, 'On this device')).toBeChecked();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send a test notification' }),
    ).toBeEnabled();
  },
};

/** While the browser is asked what it can do. */
export const Loading: Story = {
  args: { device: { ...browser('off'), state: () => new Promise(() => undefined) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking this device...');
  },
};

/** No Push API, or an embedding page without the host page's service worker. */
export const Unsupported: Story = {
  args: { device: browser('unsupported') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'This browser cannot show notifications here.',
    );
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The permission was refused: the choice is held, and the section says how to allow it. */
export const Denied: Story = {
  args: { device: browser('denied') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'set Notifications to Allow, then reload the page',
    );
    await expect(canvas.getByRole('radio', { name: 'On this device' })).toBeDisabled();
  },
};

/** On this device: the browser's subscription is kept by the server, and the test can be sent. */
export const TurnOn: Story = {
  args: { device: browser('off') },
  play: async ({ canvasElement }) => {
    await userEvent.click(await choice(canvasElement, 'On this device'));
    await expectToast('Notifications are on for this device');
    await expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual(subscription);
    await expect(await choice(canvasElement, 'On this device')).toBeChecked();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send a test notification' }),
    ).toBeVisible();
  },
};

/** Refused at the browser's question: nothing is sent, and the section says how to allow it. */
export const TurnOnRefused: Story = {
  args: { device: browser('off', 'denied') },
  play: async ({ canvasElement }) => {
    await userEvent.click(await choice(canvasElement, 'On this device'));
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent(
      'Notifications are blocked',
    );
    await expect(apiCalls.some((call) => call.method === 'POST')).toBe(false);
  },
};

/** While the browser asks, both choices hold still. */
export const Busy: Story = {
  args: { device: browser('off', 'pending') },
  play: async ({ canvasElement }) => {
    await userEvent.click(await choice(canvasElement, 'On this device'));
    await waitFor(() => expect(within(canvasElement).getByRole('radio', { name: 'Off' })).toBeDisabled());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving...');
  },
};

export const TurnOnFails: Story = {
  args: { device: browser('off') },
  parameters: {
    api: {
      ...meta.parameters.api,
      [on(pushApi.subscribe)]: fail(400, 'The subscription keys are not valid'),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await choice(canvasElement, 'On this device'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The subscription keys are not valid',
    );
  },
};

export const TurnOff: Story = {
  args: { device: browser('on') },
  play: async ({ canvasElement }) => {
    await userEvent.click(await choice(canvasElement, 'Off'));
    await expectToast('Notifications are off for this device');
    await expect(apiCalls.find((call) => call.method === 'DELETE')?.body).toEqual({
      endpoint: subscription.endpoint,
    });
    await expect(await choice(canvasElement, 'Off')).toBeChecked();
  },
};

export const SendTest: Story = {
  args: { device: browser('on') },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Send a test notification' }),
    );
    await expectToast('Test notification sent');
  },
};

/** The server kept no device of the user's that the push service took. */
export const SendTestReachedNone: Story = {
  args: { device: browser('on') },
  parameters: {
    api: { ...meta.parameters.api, [on(pushApi.test)]: ok({ sent: 0 }, 'Test notification sent') },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Send a test notification' }),
    );
    await expect(
      await within(canvasElement).findByText(/No device of yours took the test notification/),
    ).toBeVisible();
  },
};

export const SendTestFails: Story = {
  args: { device: browser('on') },
  parameters: {
    api: { ...meta.parameters.api, [on(pushApi.test)]: fail(503, 'The server is busy, try again') },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Send a test notification' }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The server is busy, try again',
    );
  },
};
