import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { noCalls } from '../../../.storybook/call-fixtures';
import { dealLead, deals } from '../../../.storybook/deal-fixtures';
import { fakeSockets } from '../../../.storybook/fake-socket';
import { users } from '../../../.storybook/fixtures';
import { pickerCounts, rental, thread } from '../../../.storybook/lead-fixtures';
import { manualClock } from '../../../.storybook/manual-clock';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { adamsTemplate, almasTemplate, groupTemplates } from '../../../.storybook/template-fixtures';
import { inDark } from '../../../.storybook/theme';
import { expectNoToast, expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  CALLBACK_IN_PAST,
  CALLBACK_NOT_OPEN,
  callsApi,
  countsApi,
  dealsApi,
  LEAD_RELEASED,
  type LeadReleasedEvent,
  leadReleasedMessage,
  leadsApi,
  leadThreadApi,
  messagesApi,
  SKIP_LIMIT,
  skipLimitReached,
  templatesApi,
} from '../../contract';
import { ClockContext } from '../../lib/clock';
import { formatDateTime } from '../../lib/panama-dates';
import { CollectScreen } from './collect-screen';
import '../../ui/styles/thumb.css';
import './collect.css';

const FETCH = on(leadsApi.claim);
const COMPLETE = on(leadsApi.finish);
const SKIP = on(leadsApi.skip);
const SEND = on(messagesApi.send);
const COUNTS = on(countsApi.picker);
const DESK = on(leadsApi.desk);
const emptyDesk = ok({ rental: null, pausedUntil: null, waitSeconds: 0 });
const TEMPLATES = on(templatesApi.forPicker);
const THREAD = on(leadThreadApi.read);
const noMessages = ok({ ...thread, messages: [] });
const CALLBACKS = on(leadsApi.myCallbacks);
const OPEN = on(leadsApi.openCallback);
const DEAL_LEAD = on(dealsApi.findLead);
const CLOSE_DEAL = on(dealsApi.close);

const fetched = ok({ rental, delayTime: 3, isDelayEnabled: true, todayPicked: 7, limit: 100 });
const completed =
  (waitSeconds: number) =>
  ({ body }: MockRequest) =>
    ok({
      rental: {
        ...rental,
        isFinished: true,
        number_status: (body as { number_status: string }).number_status,
      },
      waitSeconds,
      outcome: null,
      attempts: 1,
      dueAt: null,
      maxAttempts: 3,
      retryMinutes: 60,
      callbackFor: null,
    });

const clock = manualClock();
/** A time typed in the browser's own zone, as the screen says it: in Panama time. */
const panamaTime = (local: string) => formatDateTime(new Date(local).toISOString());

const meta = {
  title: 'Leads/Collect',
  component: CollectScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-collect',
    user: users.picker,
    // No templates: the first message is the generator's (docs/rules/leads.md#d5.10), as the stories before templates.
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: fetched,
      [DESK]: emptyDesk,
      [TEMPLATES]: ok([]),
      [THREAD]: noMessages,
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
  beforeEach: () => {
    clock.reset();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof CollectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const claimButton = (canvas: Canvas, name: string | RegExp) => canvas.findByRole('button', { name });
const claimLead = async (canvas: Canvas) => {
  await userEvent.click(await claimButton(canvas, 'Fetch Rental'));
  return within(await canvas.findByRole('region', { name: 'Fetched rental' }));
};
const tick = async (canvas: Canvas, label: string) => {
  await clock.advance(1000);
  await expect(await claimButton(canvas, label)).toBeDisabled();
};
const fetchCalls = () => apiCalls.filter((c) => c.path === leadsApi.claim.path);
/** The claim's notice (a refusal, a pause): a status, as the first message's loading line is too. */
const notice = (canvas: Canvas) =>
  canvas.queryAllByRole('status').find((status: HTMLElement) => status.getAttribute('part') === 'status') ??
  null;
const findNotice = (canvas: Canvas) =>
  waitFor(() => {
    const found = notice(canvas);
    if (!found) throw new Error('No notice yet');
    return found;
  });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Collect Rental' })).toBeVisible();
    await expect(await canvas.findByText('Picked today 7 / 100')).toBeVisible();
    await expect(await claimButton(canvas, 'Fetch Rental')).toBeEnabled();
    await expect(canvas.getByText(/No rental fetched yet/)).toBeVisible();
    await expect(await canvas.findByLabelText('Your name')).toHaveValue('Pete Picker');
    await expect(canvas.getByLabelText('Client Name')).toHaveValue('');
    await expect(canvas.queryByRole('heading', { name: 'Message to creator' })).toBeNull();
    // Fetching claims a lead: nothing is fetched until the picker asks.
    await expect(fetchCalls()).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { api: { [COUNTS]: { delay: 'never' }, [FETCH]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Picked today … / …')).toBeVisible();
    await userEvent.click(await claimButton(canvas, 'Fetch Rental'));
    const button = await claimButton(canvas, 'Fetching...');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fail(500, 'Internal error') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await claimButton(canvas, 'Fetch Rental'));
    await expectToast('Failed to fetch rental data!');
    await expect(await claimButton(canvas, 'Fetch Rental')).toBeEnabled();
    await expect(notice(canvas)).toBeNull();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await expect(args.emit).toHaveBeenCalledWith('lead-fetched', { rental });
    await expect(await claimButton(canvas, 'Fetched')).toBeDisabled();
    const labels = lead.getAllByRole('term').map((dt) => dt.textContent);
    await expect(labels).toEqual([
      'Client Name',
      'Number',
      'Rent',
      'House/Apt Details',
      'Address',
      'Post Link',
      'Screenshot Link',
      'Facebook Name',
    ]);
    await expect(lead.getByRole('link', { name: rental.post_link })).toHaveAttribute(
      'href',
      rental.post_link,
    );
    for (const label of labels)
      await expect(lead.getByRole('button', { name: `Copy ${label}` })).toBeEnabled();

    await userEvent.click(lead.getByRole('button', { name: 'Copy Number' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('5075551234');
    const copied = await lead.findByRole('button', { name: 'Copied Number' });
    await expect(copied).toHaveTextContent('Copied');
    await clock.advance(1500);
    await expect(await lead.findByRole('button', { name: 'Copy Number' })).toHaveTextContent('Copy');

    await expect(await canvas.findByLabelText('Client Name')).toHaveValue('Maria');
    await expect(await canvas.findByRole('heading', { name: 'Message to creator' })).toBeVisible();
    await expect(canvas.getByText('To Cora Creator about 5075551234.')).toBeVisible();
  },
};

export const FinishThenWait: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [COMPLETE]: completed(3) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    const countsBefore = apiCalls.filter((c) => c.path === countsApi.picker.path).length;
    await userEvent.click(lead.getByRole('button', { name: 'Finish' }));
    await expectToast('successfully finished!');
    await expect(apiCalls.find((c) => c.method === 'PATCH')?.body).toEqual({ number_status: 'valid' });
    await expect(args.emit).toHaveBeenCalledWith('lead-finished', {
      rental: expect.objectContaining({ _id: 'r-1', number_status: 'valid' }),
      number_status: 'valid',
    });
    await expect(canvas.queryByRole('region', { name: 'Fetched rental' })).toBeNull();
    await expect(canvas.getByText(/Finished 5075551234/)).toBeVisible();
    await expect(canvas.getByText(/^Valid: it ends here and will not come back/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close deal' })).toBeEnabled();
    await expect(await claimButton(canvas, 'Wait 3s')).toBeDisabled();
    await tick(canvas, 'Wait 2s');
    await tick(canvas, 'Wait 1s');
    await clock.advance(1000);
    await expect(await claimButton(canvas, 'Fetch Rental')).toBeEnabled();
    await waitFor(() =>
      expect(apiCalls.filter((c) => c.path === countsApi.picker.path).length).toBeGreaterThan(countsBefore),
    );
    // The just-finished lead's creator can still be messaged.
    await expect(canvas.getByRole('heading', { name: 'Message to creator' })).toBeVisible();
  },
};

export const InvalidNumberNoWait: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [COMPLETE]: completed(0) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Invalid Number' }));
    let dialog = within(await canvas.findByRole('dialog', { name: 'Invalid Number' }));
    await expect(dialog.getByText(/Mark 5075551234 as an invalid number\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(apiCalls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await expect(lead.getByRole('button', { name: 'Invalid Number' })).toBeEnabled();
    await userEvent.click(lead.getByRole('button', { name: 'Invalid Number' }));
    dialog = within(await canvas.findByRole('dialog', { name: 'Invalid Number' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Invalid Number' }));
    await expectToast('successfully finished!');
    await expect(apiCalls.find((c) => c.method === 'PATCH')?.body).toEqual({ number_status: 'invalid' });
    await expect(canvas.getByText('Marked 5075551234 as an invalid number.')).toBeVisible();
    await expect(canvas.getByText('It ends for good and will not be served again.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close deal' })).toBeNull();
    await expect(args.emit).toHaveBeenCalledWith(
      'lead-finished',
      expect.objectContaining({ number_status: 'invalid' }),
    );
    await expect(await claimButton(canvas, 'Fetch Rental')).toBeEnabled();
  },
};

/** An outcome's answer: the lead as left, the wait, and when it is due again. */
const outcomeSaved = ({ body }: MockRequest) =>
  ok({
    rental,
    waitSeconds: 0,
    outcome: (body as { outcome: string }).outcome,
    attempts: 1,
    dueAt: (body as { callbackAt?: string }).callbackAt ?? null,
    maxAttempts: 3,
    retryMinutes: 60,
    callbackFor: (body as { callbackFor?: string }).callbackFor ?? null,
  });
const patchBodies = () => apiCalls.filter((c) => c.method === 'PATCH').map((c) => c.body);

/** No Answer ends the call at once: the lead goes back for a retry, the next can be fetched. */
export const NoAnswer: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [COMPLETE]: outcomeSaved } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    const others = within(lead.getByRole('group', { name: 'Other endings' }));
    await expect(others.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'No Answer',
      'Call Back Later',
      'Not Interested',
      'Do Not Contact',
      'Skip',
    ]);
    await userEvent.click(others.getByRole('button', { name: 'No Answer' }));
    await expectToast('No Answer: saved');
    await expect(patchBodies()).toEqual([{ outcome: 'no-answer' }]);
    await expect(args.emit).toHaveBeenCalledWith('lead-ended', { rental, outcome: 'no-answer' });
    await expect(canvas.queryByRole('region', { name: 'Fetched rental' })).toBeNull();
    await expect(canvas.getByText('No Answer: 5075551234.')).toBeVisible();
    await expect(canvas.getByText('Will come back after 60 minutes, attempt 1 of 3')).toBeVisible();
    await expect(await claimButton(canvas, 'Fetch Rental')).toBeEnabled();
  },
};

/** Call Back Later asks when and whose; the picker's own callback is the default. */
export const CallBackLater: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [COMPLETE]: outcomeSaved } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Call Back Later' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Call Back Later' }));
    await expect(dialog.getByRole('radio', { name: 'Me' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Save callback' }));
    await expect(dialog.getByText('Callback time is required for Call Back Later')).toBeVisible();
    await expect(patchBodies()).toEqual([]);
    await userEvent.type(dialog.getByLabelText('Call back at'), '03/03/2026, 10:30 AM');
    await userEvent.click(dialog.getByRole('radio', { name: 'Anyone on my team' }));
    await userEvent.type(dialog.getByLabelText('Note'), 'After work');
    await userEvent.click(dialog.getByRole('button', { name: 'Save callback' }));
    await expectToast('Call Back Later: saved');
    const [body] = patchBodies() as { callbackAt: string }[];
    await expect(body).toEqual({
      outcome: 'callback',
      callbackAt: new Date('2026-03-03T10:30').toISOString(),
      callbackFor: 'anyone',
      note: 'After work',
    });
    await expect(args.emit).toHaveBeenCalledWith('lead-ended', { rental, outcome: 'callback' });
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Call Back Later' })).toBeNull());
    await expect(
      canvas.getByText(`Will go to anyone on your team at ${panamaTime('2026-03-03T10:30')} (Panama time).`),
    ).toBeVisible();
  },
};

/** The server's clock refuses a time already gone: said in the dialog, which stays for another try. */
export const CallBackRefused: Story = {
  parameters: {
    api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [COMPLETE]: fail(400, CALLBACK_IN_PAST) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Call Back Later' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Call Back Later' }));
    await userEvent.type(dialog.getByLabelText('Call back at'), '03/02/2026, 11:59 PM');
    await userEvent.click(dialog.getByRole('button', { name: 'Save callback' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(CALLBACK_IN_PAST);
    await expect(canvas.getByRole('region', { name: 'Fetched rental' })).toBeVisible();
    await expect(args.emit).not.toHaveBeenCalledWith('lead-ended', expect.anything());
  },
};

/** Do Not Contact is final: it asks first, and Cancel sends nothing. */
export const DoNotContact: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [COMPLETE]: outcomeSaved } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Do Not Contact' }));
    let dialog = within(await canvas.findByRole('dialog', { name: 'Do Not Contact' }));
    await expect(dialog.getByText(/asked not to be contacted/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(patchBodies()).toEqual([]);
    await userEvent.click(lead.getByRole('button', { name: 'Do Not Contact' }));
    dialog = within(await canvas.findByRole('dialog', { name: 'Do Not Contact' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Do Not Contact' }));
    await expectToast('Do Not Contact: saved');
    await expect(patchBodies()).toEqual([{ outcome: 'do-not-contact' }]);
    await expect(canvas.getByText(/its number is on the do-not-contact list/)).toBeVisible();
  },
};

/** Skip asks why; over the day's limit the server's answer shows in the dialog. */
export const Skip: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: fetched,
      [SKIP]: ok({ rental, skipsToday: 1, skipLimit: 5, waitSeconds: 0 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Skip' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Skip this rental' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'I know the client');
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await expectToast('Rental skipped');
    await expect(patchBodies()).toEqual([{ reason: 'knows-client' }]);
    await expect(args.emit).toHaveBeenCalledWith('lead-skipped', { rental });
    await expect(canvas.getByText('Skipped 5075551234.')).toBeVisible();
    await expect(
      canvas.getByText('It goes back to the other pickers; you will not get it again today.'),
    ).toBeVisible();
  },
};

export const SkipLimitReached: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: fetched,
      [SKIP]: fail(429, skipLimitReached(5), { code: SKIP_LIMIT }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Skip' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Skip this rental' }));
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'Not a rental');
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(skipLimitReached(5));
    await expect(canvas.getByRole('region', { name: 'Fetched rental' })).toBeVisible();
  },
};

export const CallBackDark: Story = inDark(CallBackLater);

export const Finishing: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [COMPLETE]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(lead.getByRole('button', { name: 'Finish' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(lead.getByRole('button', { name: 'Invalid Number' })).toBeDisabled();
    await expect(lead.getByRole('button', { name: 'Invalid Number' })).not.toHaveAttribute('aria-busy');
  },
};

export const FinishFails: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: fetched,
      [COMPLETE]: fail(409, 'This lead is already finished'),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Finish' }));
    await expectToast('This lead is already finished');
    await expect(lead.getByRole('button', { name: 'Finish' })).toBeEnabled();
    await expect(await claimButton(canvas, 'Fetched')).toBeDisabled();
    await expect(args.emit).not.toHaveBeenCalledWith('lead-finished', expect.anything());
  },
};

const countCalls = () => apiCalls.filter((c) => c.path === countsApi.picker.path).length;

/** The picker's lead is no longer held: the alert says why, the lead and its Finish are gone, Fetch is back. */
const expectReleased = async (canvas: Canvas, message: string, countsBefore: number) => {
  const alert = await canvas.findByRole('alert');
  await expect(within(alert).getByRole('heading', { name: 'Lead released' })).toBeVisible();
  await expect(alert).toHaveTextContent(message);
  await expect(canvas.queryByRole('region', { name: 'Fetched rental' })).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Finish' })).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Invalid Number' })).toBeNull();
  await expect(await claimButton(canvas, 'Fetch Rental')).toBeEnabled();
  await waitFor(() => expect(countCalls()).toBeGreaterThan(countsBefore));
};

const expired = leadReleasedMessage(rental.number, 'expired', 30);

/** A picker offline when its lead expired learns it from the refused Finish (docs/rules/operations.md#d9.4). */
export const FinishRefusedReleased: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: fetched,
      [COMPLETE]: fail(409, expired, { code: LEAD_RELEASED }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    const countsBefore = countCalls();
    await userEvent.click(lead.getByRole('button', { name: 'Finish' }));
    await expectReleased(
      canvas,
      'Your lead 5075551234 went back to the pool after 30 minutes without a finish',
      countsBefore,
    );
    // Said once, in the alert: not a failure toast as well.
    await expectNoToast();
    await expect(args.emit).not.toHaveBeenCalledWith('lead-finished', expect.anything());
    // The picker may take the next lead at once; the panel goes with the new claim.
    await userEvent.click(await claimButton(canvas, 'Fetch Rental'));
    await canvas.findByRole('region', { name: 'Fetched rental' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(fetchCalls()).toHaveLength(2);
  },
};

const releasedEvent: LeadReleasedEvent = {
  rentalId: rental._id,
  number: rental.number,
  reason: 'released',
  message: leadReleasedMessage(rental.number, 'released'),
};

const socketReady = () => waitFor(() => expect(fakeSockets.latest()?.connected).toBe(true));

/** A supervisor releases the held lead (docs/rules/operations.md#d9.3): the screen says so at once. */
export const ReleasedBySupervisor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await claimLead(canvas);
    await socketReady();
    const countsBefore = countCalls();
    // The event's number as the server sends it (E.164), said as the card shows numbers.
    fakeSockets.push('leadReleased', { ...releasedEvent, number: '+17204942047' });
    await expectReleased(
      canvas,
      'Your lead (720) 494-2047 was released back to the pool by a supervisor',
      countsBefore,
    );
    await expect(canvas.getByText(/No rental fetched yet/)).toBeVisible();
  },
};

/** Word of another lead (one the picker no longer holds) leaves the held lead alone. */
export const OtherLeadReleased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await socketReady();
    fakeSockets.push('leadReleased', {
      ...releasedEvent,
      rentalId: 'r-old',
      number: '5075550000',
      message: leadReleasedMessage('5075550000', 'released'),
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your lead 5075550000 was released');
    await expect(lead.getByRole('button', { name: 'Finish' })).toBeEnabled();
    await expect(await claimButton(canvas, 'Fetched')).toBeDisabled();
  },
};

const refused = (status: number, code: string, message: string, retryAfter?: number) => ({
  [COUNTS]: ok(pickerCounts),
  [FETCH]: fail(status, message, { code, ...(retryAfter === undefined ? {} : { retryAfter }) }),
});

const expectNotice = async (canvas: Canvas, title: string, text: string | RegExp) => {
  await userEvent.click(await claimButton(canvas, 'Fetch Rental'));
  const status = await findNotice(canvas);
  await expect(within(status).getByRole('heading', { name: title })).toBeVisible();
  await expect(status).toHaveTextContent(text);
};

export const DailyLimit: Story = {
  parameters: { api: refused(429, 'daily-limit', 'Daily limit reached', 3600) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotice(canvas, 'Daily limit reached', 'You have reached your daily limit.');
    await expect(await claimButton(canvas, 'Fetch Rental')).toBeEnabled();
  },
};

export const AdminLimit: Story = {
  parameters: { api: refused(429, 'admin-limit', "Your admin's daily cap is reached", 3600) },
  play: async ({ canvasElement }) => {
    await expectNotice(within(canvasElement), 'Team limit reached', /daily cap/);
  },
};

/** A refused fetch during a pause: Fetch waits, disabled, until the time the notice gives. */
export const OnHold: Story = {
  parameters: { api: refused(429, 'hold', 'Fetching is on hold', 5400) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The manual clock reads 10:00 AM in Panama; 5400 s later is 11:30 AM.
    await expectNotice(
      canvas,
      'Fetching is paused',
      'Fetching resumes at 03/02/2026, 11:30 AM (Panama time).',
    );
    const button = await claimButton(canvas, 'Fetch Rental');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Fetching resumes at 03\/02\/2026, 11:30 AM/);
    await clock.advance(5_400_000);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(notice(canvas)).toBeNull();
  },
};

export const Delay: Story = {
  parameters: { api: refused(429, 'delay', 'Please wait before fetching again', 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await claimButton(canvas, 'Fetch Rental'));
    await expect(await claimButton(canvas, 'Wait 2s')).toBeDisabled();
    await expect(notice(canvas)).toBeNull();
    await tick(canvas, 'Wait 1s');
    await clock.advance(1000);
    await userEvent.click(await claimButton(canvas, 'Fetch Rental'));
    await waitFor(() => expect(fetchCalls()).toHaveLength(2));
  },
};

export const PoolEmpty: Story = {
  parameters: { api: refused(404, 'pool-empty', 'No rental is available right now') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotice(canvas, 'No rental available', 'No rental is available right now.');
    // Said once, in the panel: the API client leaves a refusal with a code to the widget.
    await expectNoToast();
  },
};

export const ClipboardRefused: Story = {
  beforeEach: () => {
    mocked(navigator.clipboard.writeText).mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Copy Address' }));
    await expectToast('Could not copy to the clipboard');
    await expect(lead.getByRole('button', { name: 'Copy Address' })).toHaveTextContent('Copy');
  },
};

export const FirstMessage: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: fetched,
      [on(leadsApi.firstSms)]: ({ body }: MockRequest) => {
        const { ptw_name, client_name } = body as Record<string, string>;
        return ok(`Hi ${client_name}, this is ${ptw_name}. Is the apartment still available?`);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'First message' }));
    await userEvent.clear(form.getByLabelText('Your name'));
    await userEvent.click(form.getByRole('button', { name: 'Generate' }));
    await expect(form.getByText('Your name is required')).toBeVisible();
    await expect(form.getByText('Client Name is required')).toBeVisible();

    await claimLead(canvas);
    const fresh = within(canvas.getByRole('form', { name: 'First message' }));
    await expect(fresh.getByLabelText('Your name')).toHaveValue('Pete Picker');
    await expect(fresh.getByLabelText('Client Name')).toHaveValue('Maria');
    await userEvent.click(fresh.getByRole('button', { name: 'Generate' }));
    const text = 'Hi Maria, this is Pete Picker. Is the apartment still available?';
    await expect(await fresh.findByText(text)).toBeVisible();
    // The lead is named, so the server writes in its language (docs/rules/leads.md#d5.19).
    await expect(apiCalls.find((c) => c.path === leadsApi.firstSms.path)?.body).toEqual({
      ptw_name: 'Pete Picker',
      client_name: 'Maria',
      rentalId: rental._id,
    });
    await userEvent.click(fresh.getByRole('button', { name: 'Copy first message' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(text);
  },
};

const TEMPLATE_CHOICE = 'rl-first-message-template';

/** The group's templates and the defaults: the chosen one filled for the lead, to copy, WhatsApp or SMS. */
export const FirstMessageFromTemplate: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [TEMPLATES]: ok(groupTemplates) } },
  beforeEach: () => {
    localStorage.removeItem(TEMPLATE_CHOICE);
    return () => localStorage.removeItem(TEMPLATE_CHOICE);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cardOf = () => within(canvas.getByRole('region', { name: 'First message' }));
    const options = within(await canvas.findByLabelText('Template')).getAllByRole('option');
    let card = cardOf();
    await expect(options.map((o) => o.textContent)).toEqual(groupTemplates.map((t) => t.name));
    await expect(card.getByText(/Fetch a rental to fill the template/)).toBeVisible();
    await expect(card.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Generate' })).toBeNull();

    await claimLead(canvas);
    // A new lead brings a fresh card.
    card = cardOf();
    const text =
      'Hi Maria! Pete Picker here. Is 12 Calle 50, Panama City still free for $1,200? Could I visit this week?';
    await expect(card.getByText(text)).toBeVisible();
    const whatsApp = card.getByRole('link', { name: /Open in WhatsApp/ });
    await expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/5075551234?text=${encodeURIComponent(text)}`,
    );
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', 'noopener');
    await expect(card.getByRole('link', { name: 'Send as SMS' })).toHaveAttribute(
      'href',
      `sms:5075551234?body=${encodeURIComponent(text)}`,
    );
    await userEvent.click(card.getByRole('button', { name: 'Copy first message' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(text);

    await userEvent.selectOptions(card.getByLabelText('Template'), 'Interested');
    const chosen =
      "Hi Maria, this is Pete Picker. I saw your rental listing and I'm interested. Is it still available?";
    await expect(card.getByText(chosen)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Send as SMS' })).toHaveAttribute(
      'href',
      `sms:5075551234?body=${encodeURIComponent(chosen)}`,
    );
    // The next rental opens on the template chosen last.
    await expect(localStorage.getItem(TEMPLATE_CHOICE)).toBe('tp-d1');
  },
};

/**
 * A Spanish client's lead: the templates are asked for in its language, whatever the picker's screen
 * speaks, and the links carry the Spanish text (docs/rules/leads.md#d5.19).
 */
export const FirstMessageInLeadLanguage: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: ok({
        rental: { ...rental, language: 'es' },
        delayTime: 3,
        isDelayEnabled: true,
        todayPicked: 7,
        limit: 100,
      }),
      [TEMPLATES]: ({ query }: MockRequest) =>
        ok(
          query.get('language') === 'es'
            ? [{ ...almasTemplate, group: adamsTemplate.group }]
            : groupTemplates,
        ),
    },
  },
  beforeEach: () => {
    localStorage.removeItem(TEMPLATE_CHOICE);
    return () => localStorage.removeItem(TEMPLATE_CHOICE);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Template');
    await claimLead(canvas);
    const card = within(canvas.getByRole('region', { name: 'First message' }));
    const text = 'Hola Maria, soy Pete Picker. ¿Sigue disponible?';
    await expect(await card.findByText(text)).toBeVisible();
    await expect(
      within(card.getByLabelText('Template'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hola']);
    await expect(card.getByRole('link', { name: /Open in WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/5075551234?text=${encodeURIComponent(text)}`,
    );
    const asked = apiCalls.filter((c) => c.path === templatesApi.forPicker.path);
    await expect(asked.at(-1)?.query.get('language')).toBe('es');
  },
};

export const TemplatesLoading: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [TEMPLATES]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cardOf = async () => within(await canvas.findByRole('region', { name: 'First message' }));
    let card = await cardOf();
    await expect(await card.findByText('Loading templates…')).toBeVisible();
    await expect(canvas.queryByLabelText('Template')).toBeNull();
    // Without a lead the card says what fills the text while the templates load.
    await expect(card.getByText(/Fetch a rental to fill the template/)).toBeVisible();

    await claimLead(canvas);
    card = await cardOf();
    await expect(await card.findByText('Loading templates…')).toBeVisible();
    await expect(card.queryByText(/Fetch a rental to fill the template/)).toBeNull();
  },
};

/** The list cannot be read: the generator still writes a first message. */
export const TemplatesUnavailable: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: fetched,
      [TEMPLATES]: fail(500, 'Templates are unavailable'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'First message' }));
    await expect(form.getByRole('button', { name: 'Generate' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Template')).toBeNull();
  },
};

export const MessageToCreator: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: fetched,
      [SEND]: ({ body }: MockRequest) =>
        ok({
          _id: 'm-9',
          message: (body as { message: string }).message,
          createdAt: '2026-03-02T15:00:00.000Z',
          read: false,
          picker: { _id: 'u-pk', name: 'Pete Picker' },
          sender: { _id: 'u-pk', name: 'Pete Picker' },
          rental: { _id: 'r-1', number: '5075551234', client_name: 'Maria' },
        }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await claimLead(canvas);
    const box = within(canvas.getByRole('form', { name: 'Message to creator' }));
    const field = box.getByLabelText('Message');
    const send = box.getByRole('button', { name: 'Send Message' });
    await expect(field).toHaveAttribute('maxLength', '100');
    await expect(box.getByText('0/100')).toBeVisible();
    await expect(send).toBeDisabled();
    await userEvent.type(field, '   ');
    await expect(send).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Number rings a business line');
    await expect(box.getByText('28/100')).toBeVisible();
    await userEvent.click(send);
    await expectToast('Message sent successfully!');
    await expect(apiCalls.find((c) => c.method === 'PATCH')?.body).toEqual({
      creatorId: 'u-cr',
      message: 'Number rings a business line',
    });
    await expect(args.emit).toHaveBeenCalledWith('message-sent', {
      message: expect.objectContaining({ _id: 'm-9' }),
    });
    await expect(await box.findByRole('button', { name: 'Sent' })).toBeDisabled();
    await expect(field).toHaveValue('');
    await clock.advance(2000);
    await expect(await box.findByRole('button', { name: 'Send Message' })).toBeDisabled();
  },
};

/** docs/rules/messages.md#d5.20: the lead's conversation above the box, the creator's answer arriving live. */
export const Conversation: Story = {
  parameters: { api: { [THREAD]: ok(thread) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await claimLead(canvas);
    const box = within(canvas.getByRole('form', { name: 'Message to creator' }));
    const conversation = within(await box.findByRole('list', { name: 'Conversation' }));
    await expect(
      conversation.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['You', 'Cora Creator']);
    fakeSockets.push('threadMessage', {
      rentalId: 'r-1',
      message: {
        _id: 'm-11',
        message: 'It is in Plantation, FL.',
        createdAt: '2026-03-02T16:30:00.000Z',
        sender: { _id: 'u-cr', name: 'Cora Creator', role: 'data-creator' },
      },
    });
    await expect(await conversation.findByText('It is in Plantation, FL.')).toBeVisible();
    // Another lead's message is not this one's.
    fakeSockets.push('threadMessage', { rentalId: 'r-2', message: { ...thread.messages[0]!, _id: 'm-12' } });
    await expect(conversation.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const MessageSending: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [SEND]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await claimLead(canvas);
    const box = within(canvas.getByRole('form', { name: 'Message to creator' }));
    await userEvent.type(box.getByLabelText('Message'), 'Hello');
    await userEvent.click(box.getByRole('button', { name: 'Send Message' }));
    await expect(await box.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const MessageFails: Story = {
  parameters: { api: { [COUNTS]: ok(pickerCounts), [FETCH]: fetched, [SEND]: fail(500, 'Socket down') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await claimLead(canvas);
    const box = within(canvas.getByRole('form', { name: 'Message to creator' }));
    await userEvent.type(box.getByLabelText('Message'), 'Hello');
    await userEvent.click(box.getByRole('button', { name: 'Send Message' }));
    await expectToast('Failed to send message!');
    await expect(box.getByLabelText('Message')).toHaveValue('Hello');
    await expect(box.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

export const LeadWithoutCreator: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(pickerCounts),
      [FETCH]: ok({
        rental: { ...rental, creatorId: null, creator: null, ss_link: null },
        delayTime: 0,
        isDelayEnabled: false,
        todayPicked: 7,
        limit: 100,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await expect(canvas.queryByRole('form', { name: 'Message to creator' })).toBeNull();
    await expect(lead.queryByRole('button', { name: 'Copy Screenshot Link' })).toBeNull();
  },
};

export const Narrow: Story = atViewport('narrow', Populated);
export const Wide: Story = atViewport('wide', Populated);

/**
 * On a phone (docs/rules/screens.md#d2.6): Invalid Number after the other endings, apart from Finish
 * (the keys' hint is hidden by a media query, which tests/e2e/phone-layout.test.ts checks in a browser).
 */
export const PhoneHeldLead: Story = atViewport('narrow', {
  play: async ({ canvasElement }) => {
    const lead = await claimLead(within(canvasElement));
    const buttons = lead.getAllByRole('button').map((button) => button.textContent);
    const finish = buttons.indexOf('Finish');
    await expect(buttons.slice(finish + 1)).toEqual([
      'No Answer',
      'Call Back Later',
      'Not Interested',
      'Do Not Contact',
      'Skip',
      'Invalid Number',
    ]);
  },
});
export const Dark: Story = inDark(Populated);
export const ReleasedNarrow: Story = atViewport('narrow', ReleasedBySupervisor);

/** A reload or a new sign-in while holding a lead: the lead is on screen at once, nothing claimed. */
export const HeldOnOpen: Story = {
  parameters: { api: { [DESK]: ok({ rental, pausedUntil: null, waitSeconds: 0 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = within(await canvas.findByRole('region', { name: 'Fetched rental' }));
    await expect(lead.getByRole('button', { name: 'Finish' })).toBeEnabled();
    await expect(await claimButton(canvas, 'Fetched')).toBeDisabled();
    await expect(await canvas.findByLabelText('Client Name')).toHaveValue('Maria');
    await expect(fetchCalls()).toHaveLength(0);
  },
};

/** Opened during a pause of fetching: Fetch is disabled and says when it resumes. */
export const PausedOnOpen: Story = {
  parameters: {
    api: {
      [DESK]: () =>
        ok({ rental: null, pausedUntil: new Date(clock.now() + 5_400_000).toISOString(), waitSeconds: 0 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await findNotice(canvas);
    await expect(status).toHaveTextContent('Fetching resumes at 03/02/2026, 11:30 AM (Panama time).');
    await expect(await claimButton(canvas, 'Fetch Rental')).toBeDisabled();
    await clock.advance(5_400_000);
    await waitFor(async () => expect(await claimButton(canvas, 'Fetch Rental')).toBeEnabled());
  },
};

/** Opened within the delay after the last ending: the countdown goes on where it was. */
export const WaitOnOpen: Story = {
  parameters: { api: { [DESK]: ok({ rental: null, pausedUntil: null, waitSeconds: 5 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await claimButton(canvas, 'Wait 5s')).toBeDisabled();
    await tick(canvas, 'Wait 4s');
  },
};

/** The whole call without a mouse: F fetches and focus lands on the lead, C and A copy, 1 finishes. */
export const Keyboard: Story = {
  parameters: { api: { [COMPLETE]: completed(0) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/copy the number/)).toBeVisible();
    await claimButton(canvas, 'Fetch Rental');
    await userEvent.keyboard('f');
    const region = await canvas.findByRole('region', { name: 'Fetched rental' });
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.keyboard('c');
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith('5075551234');
    await userEvent.keyboard('a');
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Client Name: Maria\nNumber: 5075551234\nRent: \$1,200\n/),
    );
    await userEvent.keyboard('1');
    await expectToast('successfully finished!');
    await expect(args.emit).toHaveBeenCalledWith(
      'lead-finished',
      expect.objectContaining({ number_status: 'valid' }),
    );
    await waitFor(() => expect(canvas.getByText(/^Finished /)).toHaveFocus());
  },
};

/** Keys typed into a field are text: typing an "f" in a name fetches nothing. */
export const KeysWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Client Name'), 'f1');
    await expect(canvas.getByLabelText('Client Name')).toHaveValue('f1');
    await expect(fetchCalls()).toHaveLength(0);
  },
};

/** `?` lists every shortcut; Escape or Close ends it. */
export const ShortcutsHelp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await claimButton(canvas, 'Fetch Rental');
    await userEvent.keyboard('?');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    await expect(dialog.getAllByRole('term').map((key) => key.textContent)).toEqual([
      'F',
      'C',
      'A',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '?',
    ]);
    await expect(dialog.getByText('Do Not Contact')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const ShortcutsHelpDark: Story = inDark(ShortcutsHelp);
export const HeldOnOpenNarrow: Story = atViewport('narrow', HeldOnOpen);

/** A callback served when due (docs/rules/claiming.md#d5.5): the lead says it is served again, and which attempt. */
export const CallbackDue: Story = {
  parameters: {
    api: {
      [FETCH]: ok({
        rental: { ...rental, call_outcome: 'callback', attempts: 2, due_at: null },
        delayTime: 0,
        isDelayEnabled: false,
        todayPicked: 7,
        limit: 100,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const lead = await claimLead(within(canvasElement));
    await expect(lead.getByText('Served again after Call Back Later: attempt 2')).toBeVisible();
  },
};

/** A fresh lead says nothing of earlier serves. */
export const FreshLeadNoServedAgain: Story = {
  play: async ({ canvasElement }) => {
    const lead = await claimLead(within(canvasElement));
    await expect(lead.queryByText(/Served again/)).toBeNull();
  },
};

/** Key 2 asks, as the button does: Cancel leaves the lead held and sends nothing. */
export const InvalidNumberByKey: Story = {
  parameters: { api: { [COMPLETE]: completed(0) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await claimButton(canvas, 'Fetch Rental');
    await userEvent.keyboard('f');
    await canvas.findByRole('region', { name: 'Fetched rental' });
    await userEvent.keyboard('2');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Invalid Number' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(apiCalls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await expect(canvas.getByRole('region', { name: 'Fetched rental' })).toBeVisible();
  },
};

/** No Answer on the last attempt ends the lead as Unreachable: the card says so, with the attempts. */
export const NoAnswerLastAttempt: Story = {
  parameters: {
    api: {
      [COMPLETE]: ok({
        rental,
        waitSeconds: 0,
        outcome: 'unreachable',
        attempts: 3,
        dueAt: null,
        maxAttempts: 3,
        retryMinutes: 60,
        callbackFor: null,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'No Answer' }));
    await expect(await canvas.findByText('Unreachable: 5075551234.')).toBeVisible();
    await expect(
      canvas.getByText(
        'No answer on attempt 3 of 3, the last: it ends as Unreachable and will not come back.',
      ),
    ).toBeVisible();
  },
};

/** The picker's own callback, kept for itself: the card says when it comes back, in Panama time. */
export const CallBackMine: Story = {
  parameters: { api: { [COMPLETE]: outcomeSaved } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Call Back Later' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Call Back Later' }));
    await userEvent.type(dialog.getByLabelText('Call back at'), '03/03/2026, 10:30 AM');
    await userEvent.click(dialog.getByRole('button', { name: 'Save callback' }));
    await expect(
      await canvas.findByText(
        `Will come back to you at ${panamaTime('2026-03-03T10:30')} (Panama time); until then it waits in My callbacks.`,
      ),
    ).toBeVisible();
  },
};

const callbacks = [
  {
    _id: 'cb-1',
    number: '5075550001',
    client_name: 'Ana',
    dueAt: '2026-03-02T14:00:00.000Z',
    due: true,
    lateAt: '2026-03-02T14:30:00.000Z',
    note: 'Ring after lunch',
    attempts: 1,
  },
  {
    _id: 'cb-2',
    number: '5075550002',
    client_name: null,
    dueAt: '2026-03-04T15:30:00.000Z',
    due: false,
    lateAt: '2026-03-04T16:00:00.000Z',
    note: null,
    attempts: 2,
  },
];
const myCallbacks = (canvas: Canvas) => canvas.findByRole('region', { name: 'My callbacks' });

/** Due callbacks first, each with Open; an upcoming one says when, in Panama time, with no Open. */
export const MyCallbacks: Story = {
  parameters: { api: { [CALLBACKS]: ok(callbacks) } },
  play: async ({ canvasElement }) => {
    const list = within(await myCallbacks(within(canvasElement)));
    const items = await list.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('5075550001');
    await expect(items[0]).toHaveTextContent('Due since 03/02/2026, 9:00 AM');
    await expect(items[0]).toHaveTextContent('Ring after lunch');
    await expect(within(items[0]!).getByRole('button', { name: 'Open callback 5075550001' })).toBeEnabled();
    await expect(items[1]).toHaveTextContent('Due at 03/04/2026, 10:30 AM');
    await expect(within(items[1]!).queryByRole('button')).toBeNull();
    await expect(list.getByText(/Times in Panama time/)).toBeVisible();
  },
};
export const MyCallbacksNarrow: Story = atViewport('narrow', MyCallbacks);
export const MyCallbacksDark: Story = inDark(MyCallbacks);

export const MyCallbacksEmpty: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await myCallbacks(within(canvasElement)));
    await expect(await list.findByText(/No callbacks waiting/)).toBeVisible();
  },
};

export const MyCallbacksLoading: Story = {
  parameters: { api: { [CALLBACKS]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const list = within(await myCallbacks(within(canvasElement)));
    await expect(await list.findByText('Loading your callbacks…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const MyCallbacksError: Story = {
  parameters: { api: { [CALLBACKS]: fail(500, 'Internal Server Error') } },
  play: async ({ canvasElement }) => {
    const list = within(await myCallbacks(within(canvasElement)));
    await expect(await list.findByRole('alert')).toHaveTextContent('Your callbacks could not be loaded.');
  },
};

/** Open claims that callback: it becomes the held lead, and Open waits while a lead is held. */
export const OpenCallback: Story = {
  parameters: {
    api: {
      [CALLBACKS]: ok(callbacks),
      [OPEN]: ok({
        rental: { ...rental, _id: 'cb-1', call_outcome: 'callback', attempts: 2 },
        delayTime: 0,
        isDelayEnabled: false,
        todayPicked: 7,
        limit: 100,
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = within(await myCallbacks(canvas));
    await userEvent.click(await list.findByRole('button', { name: 'Open callback 5075550001' }));
    const lead = within(await canvas.findByRole('region', { name: 'Fetched rental' }));
    await expect(lead.getByText('Served again after Call Back Later: attempt 2')).toBeVisible();
    await expect(apiCalls.find((c) => c.method === 'POST')?.path).toBe('/rental/open-callback/cb-1');
    await expect(args.emit).toHaveBeenCalledWith(
      'lead-fetched',
      expect.objectContaining({ rental: expect.objectContaining({ _id: 'cb-1' }) }),
    );
    await expect(list.getByRole('button', { name: 'Open callback 5075550001' })).toBeDisabled();
  },
};

/** A tapped push notice of a due callback (docs/rules/notifications.md#d16.4): Collect opens it, and the address forgets it. */
export const OpenTappedCallback: Story = {
  beforeEach: () => {
    const before = window.location.hash;
    window.history.replaceState(null, '', '#/data-picker/collect?callback=cb-1');
    return () => window.history.replaceState(null, '', before || '#');
  },
  parameters: OpenCallback.parameters,
  play: async ({ canvasElement }) => {
    const lead = within(await within(canvasElement).findByRole('region', { name: 'Fetched rental' }));
    await expect(lead.getByText('Served again after Call Back Later: attempt 2')).toBeVisible();
    await expect(apiCalls.find((c) => c.method === 'POST')?.path).toBe('/rental/open-callback/cb-1');
    await expect(window.location.hash).toBe('#/data-picker/collect');
  },
};

export const OpenCallbackRefused: Story = {
  parameters: { api: { [CALLBACKS]: ok(callbacks), [OPEN]: fail(404, CALLBACK_NOT_OPEN) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await myCallbacks(canvas));
    await userEvent.click(await list.findByRole('button', { name: 'Open callback 5075550001' }));
    await expectToast(CALLBACK_NOT_OPEN);
    await expect(canvas.queryByRole('region', { name: 'Fetched rental' })).toBeNull();
  },
};

const image = () => new File([new Uint8Array(2048)], 'proof.png', { type: 'image/png' });

/** Close deal on a lead finished valid: the deal form with its number known, nothing typed but the deal. */
export const CloseDeal: Story = {
  parameters: {
    api: {
      [COMPLETE]: completed(0),
      [DEAL_LEAD]: ok(dealLead),
      [CLOSE_DEAL]: ok({ ...deals[0], client_email: 'maria@example.com' }, 'success'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Finish' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close deal' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Close deal' }));
    const form = within(await dialog.findByRole('form', { name: 'Close Deal' }));
    await expect(apiCalls.find((c) => c.path.startsWith('/dataPicker/getRentalForDealClosing'))?.path).toBe(
      '/dataPicker/getRentalForDealClosing/5075551234',
    );
    await expect(form.getByLabelText('Client Email')).toHaveValue('maria@example.com');
    await userEvent.selectOptions(form.getByLabelText('Payment method'), 'Debit');
    await userEvent.upload(form.getByLabelText('Closing Image'), image());
    await userEvent.click(form.getByRole('button', { name: 'Close Deal' }));
    await expectToast('success');
    await expect(await dialog.findByRole('heading', { name: 'Deal closed' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Close deal' })).toBeNull());
  },
};

export const CloseDealLoading: Story = {
  parameters: { api: { [COMPLETE]: completed(0), [DEAL_LEAD]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Finish' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close deal' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Close deal' }));
    await expect(await dialog.findByText('Loading the rental…')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A lead that already has its deal shows that deal, not the form. */
export const CloseDealAlreadyClosed: Story = {
  parameters: {
    api: { [COMPLETE]: completed(0), [DEAL_LEAD]: ok({ ...dealLead, closedRental: deals[1] }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await claimLead(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Finish' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close deal' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Close deal' }));
    await expect(await dialog.findByRole('heading', { name: 'Deal already closed' })).toBeVisible();
    await expect(dialog.queryByRole('form', { name: 'Close Deal' })).toBeNull();
  },
};
