/**
 * Collect through a dropped connection (docs/rules/claiming.md#d5.25): an ending pressed without network is kept
 * and the screen moves on ('Offline: 1 action waiting'), kept actions are sent when the page loads
 * ('Sent'), a refusal on replay is shown with the server's words, and a claim without network says it
 * needs a connection.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCalls } from '../../../.storybook/call-fixtures';
import { users } from '../../../.storybook/fixtures';
import { pickerCounts, rental, thread } from '../../../.storybook/lead-fixtures';
import { manualClock } from '../../../.storybook/manual-clock';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectNoToast } from '../../../.storybook/toasts';
import {
  callsApi,
  countsApi,
  LEAD_RELEASED,
  leadReleasedMessage,
  leadsApi,
  leadThreadApi,
  pathTo,
  templatesApi,
} from '../../contract';
import { dropAction, keepAction, keptActions } from '../../core/outbox/kept-actions';
import { outboxStore } from '../../core/outbox/outbox';
import { ClockContext } from '../../lib/clock';
import { CollectScreen } from './collect-screen';
import './collect.css';

const COMPLETE = on(leadsApi.finish);
const FETCH = on(leadsApi.claim);
const clock = manualClock();
const holding = ok({ rental, pausedUntil: null, waitSeconds: 0 });
const nothingHeld = ok({ rental: null, pausedUntil: null, waitSeconds: 0 });
const noNetwork = { networkError: true };

/** Actions the picker pressed earlier without network, as the outbox keeps them. */
const keptEarlier = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      keepAction({
        key: `00000000-0000-4000-8000-00000000000${i}`,
        userId: users.picker._id,
        method: 'PATCH',
        path: pathTo(leadsApi.finish),
        body: { outcome: 'no-answer' },
        at: i,
      }),
    ),
  );

const meta = {
  title: 'Leads/Collect/Offline',
  component: CollectScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-collect',
    user: users.picker,
    api: {
      [on(countsApi.picker)]: ok(pickerCounts),
      [on(leadsApi.desk)]: holding,
      [on(templatesApi.forPicker)]: ok([]),
      [on(leadThreadApi.read)]: ok({ ...thread, messages: [] }),
      [on(leadsApi.myCallbacks)]: ok([]),
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
  beforeEach: async () => {
    clock.reset();
    // The outbox outlives a story: each starts with nothing kept.
    for (const action of await keptActions(users.picker._id)) await dropAction(action.key);
    outboxStore.setState({ waiting: 0, last: null, rounds: 0 });
  },
} satisfies Meta<typeof CollectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const statusPart = (canvas: Canvas, part: string) =>
  canvas.getAllByRole('status').find((status: HTMLElement) => status.getAttribute('part') === part);
const outboxLine = (canvas: Canvas) => statusPart(canvas, 'pending-actions');
/** The claim's notice, under Fetch. */
const claimNotice = (canvas: Canvas) => statusPart(canvas, 'status');
const finishes = () => apiCalls.filter((c) => c.path === leadsApi.finish.path);

/** Finish without network: kept, the lead leaves the screen, no failure toast, Fetch free again. */
export const OneActionWaiting: Story = {
  parameters: { api: { [COMPLETE]: noNetwork } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = within(await canvas.findByRole('region', { name: 'Fetched rental' }));
    await userEvent.click(lead.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(outboxLine(canvas)).toHaveTextContent('Offline: 1 action waiting'));
    await expect(canvas.queryByRole('region', { name: 'Fetched rental' })).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Fetch Rental' })).toBeEnabled();
    await expect((await keptActions(users.picker._id)).map((a) => a.body)).toEqual([
      { number_status: 'valid' },
    ]);
    await expectNoToast();
    await expect(args.emit).not.toHaveBeenCalledWith('lead-finished', expect.anything());
  },
};

/** One action kept earlier, then No Answer without network: two wait, in the order pressed. */
export const TwoActionsWaiting: Story = {
  parameters: { api: { [COMPLETE]: noNetwork } },
  beforeEach: () => keptEarlier(1).then(() => undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(outboxLine(canvas)).toHaveTextContent('Offline: 1 action waiting'));
    const lead = within(await canvas.findByRole('region', { name: 'Fetched rental' }));
    await userEvent.click(lead.getByRole('button', { name: 'No Answer' }));
    await waitFor(() => expect(outboxLine(canvas)).toHaveTextContent('Offline: 2 actions waiting'));
    const kept = await keptActions(users.picker._id);
    await expect(kept.map((a) => a.key)[0]).toBe('00000000-0000-4000-8000-000000000000');
    await expect(kept).toHaveLength(2);
  },
};

/** Two kept actions sent when the page loads, in order: 'Sent', and nothing left kept. */
export const Sent: Story = {
  parameters: {
    api: {
      [on(leadsApi.desk)]: nothingHeld,
      [COMPLETE]: ok({
        rental: { ...rental, isFinished: true },
        waitSeconds: 0,
        outcome: 'no-answer',
        attempts: 1,
        dueAt: null,
        maxAttempts: 3,
        retryMinutes: 60,
        callbackFor: null,
      }),
    },
  },
  beforeEach: () => keptEarlier(2).then(() => undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(outboxLine(canvas)).toHaveTextContent('Sent'));
    await expect(finishes()).toHaveLength(2);
    await expect(await keptActions(users.picker._id)).toEqual([]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const released = leadReleasedMessage(rental.number, 'released');

/** The lead was released while the Finish waited: the replay's refusal is shown in the server's words. */
export const RefusedOnReplay: Story = {
  parameters: {
    api: {
      [on(leadsApi.desk)]: nothingHeld,
      [COMPLETE]: fail(409, released, { code: LEAD_RELEASED }),
    },
  },
  beforeEach: () => keptEarlier(1).then(() => undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `An action kept offline was refused: ${released}`,
    );
    await expect(await keptActions(users.picker._id)).toEqual([]);
  },
};

/** Fetch without network: the notice says a claim needs a connection, not a failure toast. */
export const ClaimWithoutNetwork: Story = {
  parameters: { api: { [on(leadsApi.desk)]: nothingHeld, [FETCH]: noNetwork } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fetch Rental' }));
    await waitFor(() => expect(claimNotice(canvas)).toHaveTextContent('Claiming a lead needs a connection'));
    await expectNoToast();
  },
};
