import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { sessionsApi } from '../../contract/endpoints/sessions';
import type { SessionInfo } from '../../contract/sessions';
import { SessionsSection } from './sessions-section';

const thisDevice: SessionInfo = {
  _id: 'session-1',
  browser: 'Chrome on Windows',
  address: '203.0.113.7',
  createdAt: '2025-03-10T13:00:00.000Z',
  lastSeenAt: '2025-03-12T14:30:00.000Z',
  current: true,
};
const phone: SessionInfo = {
  _id: 'session-2',
  browser: 'Safari on iOS',
  address: '198.51.100.23',
  createdAt: '2025-03-09T12:00:00.000Z',
  lastSeenAt: '2025-03-11T22:05:00.000Z',
  current: false,
};
const laptop: SessionInfo = { ...phone, _id: 'session-3', browser: 'Firefox on Linux', address: '' };

const meta = {
  title: 'People/Profile/Sessions',
  component: SessionsSection,
  parameters: {
    element: 'rl-profile',
    user: users.picker,
    api: {
      [on(sessionsApi.listMine)]: ok([thisDevice, phone, laptop]),
      [on(sessionsApi.endMine)]: ok({ ended: 1 }, 'Session ended'),
      [on(sessionsApi.endAllMine)]: ok({ ended: 2 }, 'Sessions ended'),
    },
  },
} satisfies Meta<typeof SessionsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every device with its browser, address and last seen in Panama time; this one marked, not endable. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Chrome on Windows203.0.113.703/12/2025, 9:30 AMThis device');
    await expect(rows[2]).toHaveTextContent('Safari on iOS198.51.100.23');
    await expect(rows[3]).toHaveTextContent('Firefox on Linux-');
    await expect(canvas.getAllByRole('button', { name: /^End session of/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'End all other sessions' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { [on(sessionsApi.listMine)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading sessions...');
  },
};

/** Signed in here only: nothing to end. */
export const NoOthers: Story = {
  parameters: { api: { [on(sessionsApi.listMine)]: ok([thisDevice]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are signed in on this device only.')).toBeVisible();
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /End/ })).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: { api: { [on(sessionsApi.listMine)]: fail(500, 'The database is busy, try again') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The database is busy, try again',
    );
  },
};

/** End asks first; Cancel ends nothing. */
export const AsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End session of Safari on iOS' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /End session/ });
    await expect(dialog).toHaveTextContent('End the session of Safari on iOS at 198.51.100.23?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(apiCalls.some((call) => call.method === 'DELETE')).toBe(false);
  },
};

/** While the end is under way the dialog holds still, its button busy. */
export const Ending: Story = {
  parameters: { api: { ...meta.parameters.api, [on(sessionsApi.endMine)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End session of Safari on iOS' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /End session/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'End' })).toBeDisabled());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(apiCalls.find((call) => call.method === 'DELETE')?.path).toBe('/auth/sessions/session-2');
  },
};

export const Ended: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End session of Safari on iOS' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /End session/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await expectToast('Session ended');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The list is read again.
    await waitFor(() =>
      expect(apiCalls.filter((call) => call.path === '/auth/sessions' && call.method === 'GET')).toHaveLength(
        2,
      ),
    );
  },
};

export const EndAllOthers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End all other sessions' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /End all other sessions/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await expectToast('Sessions ended');
    const ended = apiCalls.find((call) => call.method === 'DELETE');
    await expect([ended?.path, ended?.query.get('all')]).toEqual(['/auth/sessions', null]);
  },
};

/** A refused end is said in the dialog, so it can be asked again. */
export const EndFails: Story = {
  parameters: {
    api: { ...meta.parameters.api, [on(sessionsApi.endMine)]: fail(404, 'Session not found') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End session of Safari on iOS' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /End session/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Session not found');
    await expect(within(dialog).getByRole('button', { name: 'End' })).toBeEnabled();
  },
};
