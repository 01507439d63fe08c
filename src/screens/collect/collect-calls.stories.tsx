/**
 * Collect's calls (docs/rules/claiming.md#d5.24): Call and WhatsApp under the held lead's number, the running call
 * with 'Back from the call', 'How did the call go?' on the return with the call's duration, and the lead's calls.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { callRecord, noCalls, someCalls } from '../../../.storybook/call-fixtures';
import { users } from '../../../.storybook/fixtures';
import { pickerCounts, rental } from '../../../.storybook/lead-fixtures';
import { manualClock } from '../../../.storybook/manual-clock';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { groupTemplates } from '../../../.storybook/template-fixtures';
import { inDark } from '../../../.storybook/theme';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { CALL_LEAD_NOT_HELD, callsApi, countsApi, leadsApi, templatesApi } from '../../contract';
import { ClockContext } from '../../lib/clock';
import { CollectScreen } from './collect-screen';
import './calls.css';
import './collect.css';

const START = on(callsApi.start);
const RETURN = on(callsApi.finish);
const CALLS = on(callsApi.list);
const COMPLETE = on(leadsApi.finish);
const clock = manualClock();

/** The answer to a return: the call with its return and the outcome asked for. */
const returned = ({ body }: MockRequest) =>
  ok(
    callRecord({
      returnedAt: '2026-03-02T15:01:05.000Z',
      durationSeconds: 65,
      outcome: (body as { outcome?: 'no-answer' }).outcome ?? null,
    }),
  );

/** The links would leave the story's page: a phone's dialer and WhatsApp are not here. */
function keepLinksHere(event: MouseEvent) {
  const link = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (link && /^(tel:|https:\/\/wa\.me\/)/.test(link.href)) event.preventDefault();
}

let visibility: DocumentVisibilityState = 'visible';
/** The page hidden and shown again, as a phone does when the dialer or WhatsApp takes it over and hands it back. */
function leaveAndComeBack() {
  for (const state of ['hidden', 'visible'] as const) {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  }
}

const meta = {
  title: 'Leads/Collect/Calls',
  component: CollectScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-collect',
    user: users.picker,
    api: {
      [on(countsApi.picker)]: ok(pickerCounts),
      [on(leadsApi.desk)]: ok({ rental, pausedUntil: null, waitSeconds: 0 }),
      [on(templatesApi.forPicker)]: ok(groupTemplates),
      [CALLS]: ok(noCalls),
      [START]: ok(callRecord(), 'Call started'),
      [RETURN]: returned,
    },
  },
  decorators: [
    (Story) => (
      <ClockContext value={clock}>
        <Story />
      </ClockContext>
    ),
  ],
  beforeEach: () => {
    clock.reset();
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    document.addEventListener('click', keepLinksHere, true);
    return () => {
      document.removeEventListener('click', keepLinksHere, true);
      delete (document as { visibilityState?: unknown }).visibilityState;
    };
  },
} satisfies Meta<typeof CollectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const heldLead = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return { canvas, lead: within(await canvas.findByRole('region', { name: 'Fetched rental' })) };
};
const question = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('dialog', { name: 'How did the call go?' }));
const sent = (method: string) => apiCalls.filter((call) => call.method === method);

/** Call dials the number; WhatsApp opens the chat with the chosen first message; both large enough for a thumb. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const { lead } = await heldLead(canvasElement);
    const call = lead.getByRole('link', { name: 'Call' });
    await expect(call).toHaveAttribute('href', 'tel:5075551234');
    const whatsApp = lead.getByRole('link', { name: /WhatsApp/ });
    await waitFor(() =>
      expect(whatsApp.getAttribute('href')).toBe(
        `https://wa.me/5075551234?text=${encodeURIComponent(
          'Hi Maria! Pete Picker here. Is 12 Calle 50, Panama City still free for $1,200? Could I visit this week?',
        )}`,
      ),
    );
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(sent('POST')).toHaveLength(0);
  },
};

/** Where the link leaves the page in place (a desktop's `tel:`): the call runs, and 'Back from the call' asks. */
export const BackFromTheCall: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, lead } = await heldLead(canvasElement);
    await userEvent.click(lead.getByRole('link', { name: 'Call' }));
    await waitFor(() =>
      expect(sent('POST')[0]).toMatchObject({ path: '/rental/r-1/calls', body: { channel: 'call' } }),
    );
    await expect(args.emit).toHaveBeenCalledWith('call-started', { call: callRecord() });
    await expect(await lead.findByText('On the call: 00:00')).toBeVisible();
    await clock.advance(65_000);
    await expect(await lead.findByText('On the call: 01:05')).toBeVisible();
    await userEvent.click(lead.getByRole('button', { name: 'Back from the call' }));
    const asked = await question(canvas);
    await expect(asked.getByText('Duration: 01:05')).toBeVisible();
    await clock.advance(1000);
    await expect(await asked.findByText('Duration: 01:06')).toBeVisible();
  },
};

/** An outcome chosen: recorded on the call, then the lead ended with it as No Answer's own button does. */
export const ChooseAnOutcome: Story = {
  parameters: {
    api: {
      [COMPLETE]: ok({
        rental: { ...rental, isFinished: false },
        waitSeconds: 0,
        outcome: 'no-answer',
        attempts: 1,
        dueAt: '2026-03-02T16:00:00.000Z',
        maxAttempts: 3,
        retryMinutes: 60,
        callbackFor: null,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, lead } = await heldLead(canvasElement);
    await userEvent.click(lead.getByRole('link', { name: 'Call' }));
    await lead.findByText('On the call: 00:00');
    leaveAndComeBack();
    const asked = await question(canvas);
    await userEvent.click(asked.getByRole('button', { name: 'No Answer' }));
    await waitFor(() =>
      expect(sent('PATCH').map((call) => [call.path, call.body])).toEqual([
        ['/rental/calls/call-1', { outcome: 'no-answer' }],
        ['/rental/complete-task', { outcome: 'no-answer' }],
      ]),
    );
    await expectToast('No Answer: saved');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Closing the question records the return alone: the lead stays held. */
export const CloseWithoutOutcome: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, lead } = await heldLead(canvasElement);
    await userEvent.click(lead.getByRole('link', { name: /WhatsApp/ }));
    await waitFor(() => expect(sent('POST')[0]?.body).toEqual({ channel: 'whatsapp' }));
    leaveAndComeBack();
    const asked = await question(canvas);
    await userEvent.click(asked.getByRole('button', { name: 'Close without an outcome' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(sent('PATCH').map((call) => [call.path, call.body])).toEqual([['/rental/calls/call-1', {}]]);
    await expect(canvas.getByRole('region', { name: 'Fetched rental' })).toBeVisible();
  },
};

/** An outcome for a lead released meanwhile is refused in the question, which can still be closed. */
export const OutcomeRefused: Story = {
  parameters: { api: { [RETURN]: fail(409, CALL_LEAD_NOT_HELD) } },
  play: async ({ canvasElement }) => {
    const { canvas, lead } = await heldLead(canvasElement);
    await userEvent.click(lead.getByRole('link', { name: 'Call' }));
    await lead.findByText('On the call: 00:00');
    leaveAndComeBack();
    const asked = await question(canvas);
    await userEvent.click(asked.getByRole('button', { name: 'Finish' }));
    await expect(await asked.findByRole('alert')).toHaveTextContent(CALL_LEAD_NOT_HELD);
    await expect(asked.getByRole('button', { name: 'Close without an outcome' })).toBeEnabled();
    await expect(sent('PATCH').filter((call) => call.path === '/rental/complete-task')).toHaveLength(0);
  },
};

/** A call the server would not record: said, and no call runs. */
export const StartRefused: Story = {
  parameters: { api: { [START]: fail(409, CALL_LEAD_NOT_HELD) } },
  play: async ({ canvasElement }) => {
    const { lead } = await heldLead(canvasElement);
    await userEvent.click(lead.getByRole('link', { name: 'Call' }));
    await expectToast(CALL_LEAD_NOT_HELD);
    await waitFor(() => expect(lead.queryByText(/On the call/)).toBeNull());
  },
};

/** The held lead's calls: none yet. */
export const NoCallsYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const calls = within(await canvas.findByRole('region', { name: 'Calls to this lead' }));
    await expect(calls.getByText('No calls yet')).toBeVisible();
  },
};

/** The held lead's earlier calls, newest first: when, who, how, how long and what came of it. */
export const EarlierCalls: Story = {
  parameters: { api: { [CALLS]: ok(someCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const calls = within(await canvas.findByRole('region', { name: 'Calls to this lead' }));
    const rows = (await calls.findAllByRole('row')).slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    await expect(rows).toEqual([
      ['03/02/2026, 11:10 AM', 'Pete Picker', 'WhatsApp', '02:05', 'Call Back Later'],
      ['03/01/2026, 9:00 AM', 'Paula Picker', 'Call', '00:40', 'No Answer'],
      ['02/28/2026, 8:30 AM', 'Pete Picker', 'Call', 'Not back yet', 'No outcome'],
    ]);
  },
};

/** The calls while they load. */
export const CallsLoading: Story = {
  parameters: { api: { [CALLS]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading calls...')).toBeVisible();
  },
};

/** Calls that cannot be read: the error and Retry. */
export const CallsError: Story = {
  parameters: { api: { [CALLS]: fail(500, 'Internal server error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** On a phone: the buttons side by side under the number, the question's endings in a grid. */
export const OnAPhone: Story = atViewport('narrow', EarlierCalls);
export const QuestionOnAPhone: Story = atViewport('narrow', BackFromTheCall);
export const QuestionDark: Story = inDark(BackFromTheCall);
