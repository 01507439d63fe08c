/**
 * Collect's callback alert (docs/rules/claiming.md#d5.29): none, upcoming, due, late and several at once, counting
 * up on the screen's clock as callbacks come due without a new read, and the most overdue one opened
 * from the header, its refusal in the server's words.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCalls } from '../../../.storybook/call-fixtures';
import { users } from '../../../.storybook/fixtures';
import { pickerCounts, rental, thread } from '../../../.storybook/lead-fixtures';
import { manualClock } from '../../../.storybook/manual-clock';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  CALLBACK_NOT_OPEN,
  callsApi,
  countsApi,
  leadsApi,
  leadThreadApi,
  type MyCallback,
  templatesApi,
} from '../../contract';
import { ClockContext } from '../../lib/clock';
import { CollectScreen } from './collect-screen';
import './collect.css';

const START = Date.parse('2026-03-02T15:00:00.000Z');
const MINUTE = 60_000;
const clock = manualClock(START);
const CALLBACKS = on(leadsApi.myCallbacks);
const OPEN = on(leadsApi.openCallback);

/** A callback due `minutes` from the story's start (before it when negative), with 30 minutes of grace. */
const callback = (id: string, number: string, minutes: number): MyCallback => ({
  _id: id,
  number,
  client_name: 'Ana',
  dueAt: new Date(START + minutes * MINUTE).toISOString(),
  due: minutes <= 0,
  lateAt: new Date(START + (minutes + 30) * MINUTE).toISOString(),
  note: null,
  attempts: 1,
});

const meta = {
  title: 'Leads/Collect/Callback alert',
  component: CollectScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-collect',
    user: users.picker,
    api: {
      [on(countsApi.picker)]: ok(pickerCounts),
      [on(leadsApi.desk)]: ok({ rental: null, pausedUntil: null, waitSeconds: 0 }),
      [on(templatesApi.forPicker)]: ok([]),
      [on(leadThreadApi.read)]: ok({ ...thread, messages: [] }),
      [CALLBACKS]: ok([]),
      [on(callsApi.list)]: ok(noCalls),
    },
  },
  decorators: [
    (Story) => (
      <ClockContext value={clock}>
        <Story />
      </ClockContext>
    ),
  ],
  beforeEach: () => clock.reset(),
} satisfies Meta<typeof CollectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

// The alert's code loads beside Collect's first paint: waited for, not assumed there with the list.
const header = (canvas: Canvas) => canvas.findByRole('status', { name: 'Callback alert' });
const alertBox = (canvas: Canvas) => canvas.getByRole('status', { name: 'Callback alert' }).parentElement!;
const saysAlert = (canvas: Canvas, text: string) =>
  waitFor(() => expect(canvas.getByRole('status', { name: 'Callback alert' })).toHaveTextContent(text));

/** No callback within 15 minutes: the alert says nothing and shows no count. */
export const NoCallbacks: Story = {
  parameters: { api: { [CALLBACKS]: ok([callback('cb-later', '5075550009', 60)]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await within(canvasElement).findByRole('region', { name: 'My callbacks' });
    await within(region).findByText(/5075550009/);
    await expect(await header(canvas)).toHaveTextContent(/^$/);
    await expect(canvas.queryByRole('button', { name: /Open now: callback/ })).toBeNull();
  },
};

export const Upcoming: Story = {
  parameters: { api: { [CALLBACKS]: ok([callback('cb-soon', '5075550001', 10)]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saysAlert(canvas, '1 callback due within 15 minutes');
    await expect(alertBox(canvas)).toHaveTextContent('🕑 1');
    await expect(canvas.queryByRole('button', { name: /Open now: callback/ })).toBeNull();
  },
};

export const Due: Story = {
  parameters: { api: { [CALLBACKS]: ok([callback('cb-due', '5075550002', -5)]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saysAlert(canvas, '1 callback due');
    await expect(alertBox(canvas)).toHaveTextContent('⏰ 1');
    await expect(await canvas.findByRole('button', { name: 'Open now: callback 5075550002' })).toBeEnabled();
  },
};

export const Late: Story = {
  parameters: { api: { [CALLBACKS]: ok([callback('cb-late', '5075550003', -45)]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saysAlert(canvas, '1 callback late');
    await expect(alertBox(canvas)).toHaveTextContent('⚠ 1');
  },
};
export const LateNarrow: Story = atViewport('narrow', Late);
export const LateDark: Story = inDark(Late);

/** Late, due and upcoming at once: the count is all of them, the alert takes the worst state. */
export const Several: Story = {
  parameters: {
    api: {
      [CALLBACKS]: ok([
        callback('cb-late', '5075550003', -45),
        callback('cb-due', '5075550002', -5),
        callback('cb-due-2', '5075550004', -1),
        callback('cb-soon', '5075550001', 10),
        callback('cb-later', '5075550009', 60),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saysAlert(canvas, '1 callback late · 2 callbacks due · 1 callback due within 15 minutes');
    await expect(alertBox(canvas)).toHaveTextContent('⚠ 4');
    // The most overdue one opens.
    await expect(await canvas.findByRole('button', { name: 'Open now: callback 5075550003' })).toBeEnabled();
  },
};
export const SeveralDark: Story = inDark(Several);

/** The alert counts up on the screen's clock, without a new read saying so: upcoming, then due, then late. */
export const CountsUp: Story = {
  parameters: {
    api: {
      [CALLBACKS]: ok([callback('cb-soon', '5075550001', 10), callback('cb-next', '5075550005', 20)]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saysAlert(canvas, '1 callback due within 15 minutes');
    await clock.advance(5 * MINUTE);
    await saysAlert(canvas, '2 callbacks due within 15 minutes');
    await clock.advance(5 * MINUTE);
    await saysAlert(canvas, '1 callback due · 1 callback due within 15 minutes');
    await expect(await canvas.findByRole('button', { name: 'Open now: callback 5075550001' })).toBeEnabled();
    await clock.advance(10 * MINUTE);
    await saysAlert(canvas, '2 callbacks due');
    await clock.advance(30 * MINUTE);
    await saysAlert(canvas, '1 callback late · 1 callback due');
    await expect(alertBox(canvas)).toHaveTextContent('⚠ 2');
  },
};

/** Open now claims the most overdue callback: it becomes the held lead and the alert's Open waits. */
export const OpenFromAlert: Story = {
  parameters: {
    api: {
      [CALLBACKS]: ok([callback('cb-due', '5075550002', -5)]),
      [OPEN]: ok({
        rental: { ...rental, _id: 'cb-due', call_outcome: 'callback', attempts: 2 },
        delayTime: 0,
        isDelayEnabled: false,
        todayPicked: 7,
        limit: 100,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open now: callback 5075550002' }));
    await canvas.findByRole('region', { name: 'Fetched rental' });
    await expect(apiCalls.find((c) => c.method === 'POST')?.path).toBe('/rental/open-callback/cb-due');
    await expect(canvas.getByRole('button', { name: 'Open now: callback 5075550002' })).toBeDisabled();
  },
};

/** A refusal (the callback was taken meanwhile) is said in the server's words, and nothing is held. */
export const OpenFromAlertRefused: Story = {
  parameters: {
    api: {
      [CALLBACKS]: ok([callback('cb-due', '5075550002', -5)]),
      [OPEN]: fail(404, CALLBACK_NOT_OPEN),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open now: callback 5075550002' }));
    await expectToast(CALLBACK_NOT_OPEN);
    await expect(canvas.queryByRole('region', { name: 'Fetched rental' })).toBeNull();
  },
};
