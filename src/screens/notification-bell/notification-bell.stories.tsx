import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeSockets } from '../../../.storybook/fake-socket';
import { users } from '../../../.storybook/fixtures';
import { messages, thread } from '../../../.storybook/lead-fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { atViewport } from '../../../.storybook/viewports';
import { type CreatorMessage, leadThreadApi, messagesApi, type ThreadMessage } from '../../contract';
import { NotificationBellScreen } from './notification-bell-screen';

const LIST = on(messagesApi.list, { email: users.creator.email });
const READ = on(messagesApi.markRead);
const THREAD = on(leadThreadApi.read, { id: 'r-1' });
const REPLY = on(leadThreadApi.reply, { id: 'r-1' });
const answered = (body: unknown, sender: ThreadMessage['sender']): ThreadMessage => ({
  _id: 'm-9',
  message: (body as { message: string }).message,
  createdAt: '2026-03-02T17:00:00.000Z',
  sender,
});

// Oldest first on the wire: the bell puts the newest on top whatever order the server uses.
const record = (list: CreatorMessage[], unread = list.filter((m) => !m.read).length) =>
  ok({ _id: 'u-cr', messages: [...list].reverse(), unread });

const incoming: CreatorMessage = {
  _id: 'm-3',
  message: 'Client asked for a call back tomorrow.',
  createdAt: '2026-03-02T17:45:00.000Z',
  read: false,
  picker: { _id: 'u-pk', name: 'Pete Picker' },
  sender: { _id: 'u-pk', name: 'Pete Picker' },
  rental: { _id: 'r-2', number: '5075559876', client_name: 'Luis' },
};

const meta = {
  title: 'Layout/Notification Bell',
  component: NotificationBellScreen,
  parameters: {
    element: 'rl-notification-bell',
    layout: 'centered',
    user: users.creator,
    api: { [LIST]: record(messages), [READ]: ok({ unread: 0 }) },
  },
  // The bell as the shell's header shows it, after the product's name: a closed bell has no text of its
  // own, and the stories' Spanish run needs a page with text to look for English in.
  decorators: [
    (Story) => (
      <div className="rl-row">
        <strong>Rental Leads</strong>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const bell = (canvas: Canvas, name: string) => canvas.findByRole('button', { name });
const openList = async (canvas: Canvas, name: string) => {
  await userEvent.click(await bell(canvas, name));
  return within(canvas.getByRole('region', { name: 'Notifications' }));
};
const readCalls = () => apiCalls.filter((c) => c.method === 'PATCH');

export const Empty: Story = {
  parameters: { api: { [LIST]: record([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    const list = await openList(canvas, 'Notifications');
    await expect(list.getByText('No notifications yet')).toBeVisible();
    await expect(readCalls()).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { api: { [LIST]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const list = await openList(within(canvasElement), 'Notifications');
    await expect(list.getByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [LIST]: fail(500, 'Messages are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    const list = await openList(canvas, 'Notifications');
    await expect(await list.findByRole('alert')).toHaveTextContent('Messages are unavailable');
    await userEvent.click(list.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiCalls).toHaveLength(2));
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await bell(canvas, 'Notifications, 1 unread');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveTextContent('1');

    const list = await openList(canvas, 'Notifications, 1 unread');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = list.getAllByRole('listitem');
    await expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'The number on this lead rings a business line.',
      'Great lead, thanks!',
    ]);
    const newest = within(items[0] as HTMLElement);
    await expect(newest.getByText('Pete Picker')).toBeVisible();
    await expect(newest.getByText('(new)')).toBeInTheDocument();
    await expect(newest.getByText('5075551234 · Maria')).toBeVisible();
    await expect(newest.getByText('03/02/2026, 11:05 AM')).toBeVisible();
    await expect(within(items[1] as HTMLElement).queryByText('(new)')).toBeNull();

    await waitFor(() => expect(readCalls()).toHaveLength(1));
    await expect(await bell(canvas, 'Notifications')).not.toHaveTextContent('1');

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(await bell(canvas, 'Notifications')).toHaveFocus();
  },
};

/** Opening the list clears the count at once, while the server is still marking the messages read. */
export const MarkingRead: Story = {
  parameters: { api: { [LIST]: record(messages), [READ]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await openList(canvas, 'Notifications, 1 unread');
    await waitFor(() => expect(readCalls()).toHaveLength(1));
    await expect(await bell(canvas, 'Notifications')).not.toHaveTextContent('1');
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('(new)')).toBeInTheDocument();
  },
};

export const LiveMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bell(canvas, 'Notifications, 1 unread');
    await waitFor(() => expect(fakeSockets.latest()?.emitted).toContainEqual(['join', 'u-cr']));
    await expect(fakeSockets.latest()?.handshakes).toEqual(['story-token']);

    fakeSockets.push('newMessage', incoming);
    const list = await openList(canvas, 'Notifications, 2 unread');
    const first = within(list.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText('Client asked for a call back tomorrow.')).toBeVisible();
    await expect(first.getByText('5075559876 · Luis')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(3);

    // Arriving while the list is open: on top at once, counted until the list is opened again.
    fakeSockets.push('newMessage', { ...incoming, _id: 'm-4', message: 'One more thing.' });
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(4));
    await expect(await bell(canvas, 'Notifications, 1 unread')).toBeVisible();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openList(canvas, 'Notifications, 1 unread');
    await userEvent.click(document.body);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

export const ManyUnread: Story = {
  parameters: { api: { [LIST]: record(messages, 120) } },
  play: async ({ canvasElement }) => {
    const button = await bell(within(canvasElement), 'Notifications, 99+ unread');
    await expect(button).toHaveTextContent('99+');
  },
};

/** docs/rules/messages.md#d5.20: Reply opens the lead's conversation; the answer joins it, and so does the other side's. */
export const ReplyFromBell: Story = {
  parameters: {
    api: {
      [LIST]: record(messages),
      [READ]: ok({ unread: 0 }),
      [THREAD]: ok(thread),
      [REPLY]: ({ body }: MockRequest) => ok(answered(body, { ...users.creator, role: 'data-creator' })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await openList(canvas, 'Notifications, 1 unread');
    await userEvent.click(list.getByRole('button', { name: 'Reply about 5075551234' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Conversation' }));
    await expect(await dialog.findByRole('heading', { name: '5075551234 · Maria' })).toBeVisible();
    await expect(dialog.getByText('Between Cora Creator (creator) and Pete Picker (picker)')).toBeVisible();
    const conversation = within(dialog.getByRole('list', { name: 'Conversation' }));
    await expect(
      conversation.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Pete Picker', 'You']);

    const send = dialog.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Your reply'), 'Call after 5 pm');
    await userEvent.click(send);
    await expect(await conversation.findByText('Call after 5 pm')).toBeVisible();
    await expect(dialog.getByLabelText('Your reply')).toHaveValue('');
    await expect(apiCalls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Call after 5 pm' });

    fakeSockets.push('threadMessage', {
      rentalId: 'r-1',
      message: {
        _id: 'm-10',
        message: 'Will do, thanks!',
        createdAt: '2026-03-02T17:05:00.000Z',
        sender: { _id: 'u-pk', name: 'Pete Picker', role: 'data-picker' },
      },
    });
    await expect(await conversation.findByText('Will do, thanks!')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A tapped push notice of a message (docs/rules/notifications.md#d16.4): its lead's conversation opens, and the address forgets it. */
export const OpenTappedThread: Story = {
  beforeEach: () => {
    const before = window.location.hash;
    window.history.replaceState(null, '', '#/data-creator/my-leads?thread=r-1');
    return () => window.history.replaceState(null, '', before || '#');
  },
  parameters: { api: { [LIST]: record(messages), [READ]: ok({ unread: 0 }), [THREAD]: ok(thread) } },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Conversation' }));
    await expect(await dialog.findByRole('heading', { name: '5075551234 · Maria' })).toBeVisible();
    await expect(window.location.hash).toBe('#/data-creator/my-leads');
  },
};

/** A picker's bell holds the creators' answers (docs/rules/messages.md#d5.20). */
export const PickerBell: Story = {
  parameters: {
    user: users.picker,
    api: {
      [on(messagesApi.list, { email: users.picker.email })]: record([
        { ...messages[0]!, _id: 'm-5', message: 'Try the second number in the post.', sender: users.creator },
      ]),
      [READ]: ok({ unread: 0 }),
    },
  },
  play: async ({ canvasElement }) => {
    const list = await openList(within(canvasElement), 'Notifications, 1 unread');
    const item = within(list.getByRole('listitem'));
    await expect(item.getByText('Cora Creator')).toBeVisible();
    await expect(item.getByText('Try the second number in the post.')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Reply about 5075551234' })).toBeEnabled();
  },
};

export const NotCreatorOrPicker: Story = {
  parameters: { user: users.admin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(apiCalls).toHaveLength(0);
    await expect(fakeSockets.all).toHaveLength(0);
  },
};

export const Narrow: Story = atViewport('narrow', Populated);
export const Wide: Story = atViewport('wide', Populated);
export const Dark: Story = inDark(Populated);
