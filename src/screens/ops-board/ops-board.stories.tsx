import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeSockets } from '../../../.storybook/fake-socket';
import { users } from '../../../.storybook/fixtures';
import { manualClock } from '../../../.storybook/manual-clock';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { expectToast, toastTexts } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  type Board,
  type JoinBoardAnswer,
  NOT_HELD,
  NOT_YOUR_BOARD,
  operationsApi,
  peopleApi,
} from '../../contract';
import { ClockContext } from '../../lib/clock';
import { adminChoices, enabledGroup } from '../../screen-parts/group-filter/group-filter.fixtures';
import { BOARD_AT, board, busyPickers, holdingPete, holdOn } from './ops-board.fixtures';
import { OpsBoardScreen } from './ops-board-screen';
import './ops-board.css';

const BOARD = on(operationsApi.board);
const RELEASE = on(operationsApi.release);
const ADMINS = on(peopleApi.adminChoices);
const RELEASED = 'Lead released back to the pool';

const clock = manualClock();
/** Reads of the board so far, for stories whose board changes from one read to the next. */
const live = { reads: 0 };

const meta = {
  title: 'Operations/Ops Board',
  component: OpsBoardScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-ops-board',
    user: users.admin,
    api: { [BOARD]: ok(board()), [RELEASE]: ok(null, RELEASED) },
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
    live.reads = 0;
  },
} satisfies Meta<typeof OpsBoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const HEADERS = [
  'Name',
  'State',
  'Team Leader',
  'Picks today',
  'Valid / Invalid',
  'Outcomes and skips today',
  'Deals today',
];
const PETE_RELEASE = 'Release lead (507) 555-1234 held by Pete Picker';

const boardCalls = () => apiCalls.filter((c) => c.path === operationsApi.board.path);
const releaseCalls = () => apiCalls.filter((c) => c.method === 'PATCH');

const rowOf = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('row', { name: new RegExp(name) }));
const cellsOf = async (canvas: Canvas, name: string) =>
  (await rowOf(canvas, name)).getAllByRole('cell').map((td) => td.textContent);
const names = (canvas: Canvas) =>
  canvas
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent);

/** The header figures, label → value. */
const summaryOf = (canvas: Canvas) => {
  const summary = within(canvas.getByRole('region', { name: 'Board summary' }));
  const values = summary.getAllByRole('definition').map((dd) => dd.textContent);
  return Object.fromEntries(summary.getAllByRole('term').map((dt, i) => [dt.textContent, values[i]]));
};

const openRelease = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: PETE_RELEASE }));
  return within(await canvas.findByRole('dialog', { name: 'Release lead (507) 555-1234' }));
};

/** The page's socket once it asked to watch a board, and the server's answer to that request. */
const joined = async (adminId: string | null = null) => {
  let answer: ((reply: JoinBoardAnswer) => void) | undefined;
  await waitFor(() => {
    const join = fakeSockets.latest()?.emitted.findLast((e) => e[0] === 'joinBoard');
    expect(join?.[1]).toBe(adminId);
    answer = join?.[2] as typeof answer;
  });
  return (reply: JoinBoardAnswer) => answer?.(reply);
};

export const Loading: Story = {
  parameters: { api: { [BOARD]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Operations' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the board…');
    await expect(canvas.getByRole('table', { name: 'Operations' })).toHaveAttribute('aria-busy', 'true');
    await expect(Object.values(summaryOf(canvas))).toEqual(['…', '…', '…', '…', '…']);
    await expect(canvas.getByLabelText('Team leader')).toHaveDisplayValue('All team leaders');
  },
};

export const Empty: Story = {
  parameters: { api: { [BOARD]: ok(board([], { adminCap: { used: 0, limit: 500 } })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No pickers in your teams yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(summaryOf(canvas)).toEqual({
      'Leads in pool': '4210',
      'Pool by age': 'Under 1 day 1200 · 1–2 days 900 · 2–7 days 1610 · Over 7 days 500',
      'Held now': '0',
      'Finished today': '0',
      'Fetching pause': 'Not paused',
      'Group cap': '0 / 500',
    });
  },
};

/** An admin's board: one picker of each state, and one whose leader was deleted. */
export const Busy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cellsOf(canvas, 'Pete Picker')).toEqual([
      'Pete Picker',
      'Holding lead (507) 555-1234 for 02:15Release',
      'Pablo Leader',
      '12 / 100',
      '5 / 3',
      'No Answer 3 · Call Back Later 1 · Skipped 2 (latest 9:50 AM: Language I do not speak)',
      '1',
    ]);
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(HEADERS);
    await expect(names(canvas)).toEqual([
      'Ana Limit',
      'Ivan Idle',
      'Lena Loose',
      'Olga Offline',
      'Pete Picker',
    ]);
    await expect(await cellsOf(canvas, 'Ana Limit')).toEqual([
      'Ana Limit',
      'Daily limit reached',
      'Tomás Rivera',
      '100 / 100',
      '70 / 20',
      'No Answer 4 · Call Back Later 2 · Not Interested 2 · Do Not Contact 1 · Unreachable 1 · Skipped 1 (latest 9:20 AM: Other, Asked for a realtor)',
      '4',
    ]);
    // A picker without outcomes or skips today.
    await expect((await cellsOf(canvas, 'Ivan Idle'))[5]).toBe('-');
    await expect((await cellsOf(canvas, 'Ivan Idle'))[1]).toBe('Idle since 9:41 AM');
    await expect((await cellsOf(canvas, 'Olga Offline'))[1]).toBe('Offline');
    await expect((await cellsOf(canvas, 'Lena Loose')).slice(1, 3)).toEqual(['Idle', '-']);
    await expect(canvas.getAllByRole('button', { name: /^Release/ })).toHaveLength(1);
    await expect(summaryOf(canvas)).toEqual({
      'Leads in pool': '4210',
      'Pool by age': 'Under 1 day 1200 · 1–2 days 900 · 2–7 days 1610 · Over 7 days 500',
      'Held now': '1',
      'Finished today': '142',
      'Fetching pause': 'Not paused',
      'Group cap': '143 / 500',
    });

    // The hold counts on by itself, a second at a time, with no new read of the board.
    const reads = boardCalls().length;
    await clock.advance(1000);
    await expect(await canvas.findByText('02:16')).toBeVisible();
    await clock.advance(60_000);
    await expect(await canvas.findByText('03:16')).toBeVisible();
    await expect(boardCalls()).toHaveLength(reads);
  },
};

/** The page's clock runs 10 minutes behind the server's: the hold still reads from the server's time. */
export const ClockSkew: Story = {
  parameters: {
    api: {
      [BOARD]: ok({
        ...board([
          { ...holdingPete, holding: { ...holdingPete.holding!, since: '2026-03-02T15:07:45.000Z' } },
        ]),
        at: '2026-03-02T15:10:00.000Z',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await cellsOf(canvas, 'Pete Picker'))[1]).toBe(
      'Holding lead (507) 555-1234 for 02:15Release',
    );
  },
};

export const HoldOn: Story = {
  parameters: { api: { [BOARD]: ok(board(busyPickers, holdOn)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Pete Picker/ });
    await expect(summaryOf(canvas)['Fetching pause']).toBe('Paused until 10:30 AM');
  },
};

export const FilterAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Pete Picker/ });
    const leader = canvas.getByLabelText('Team leader');
    await expect(
      within(leader)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All team leaders', 'Pablo Leader', 'Tomás Rivera', 'No team leader']);
    await userEvent.selectOptions(leader, 'Tomás Rivera');
    await expect(names(canvas)).toEqual(['Ana Limit', 'Olga Offline']);
    await userEvent.selectOptions(leader, 'No team leader');
    await expect(names(canvas)).toEqual(['Lena Loose']);
    await userEvent.selectOptions(leader, 'All team leaders');

    const sort = canvas.getByLabelText('Sort by');
    await expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Name', 'State', 'Picks today']);
    await userEvent.selectOptions(sort, 'State');
    await expect(names(canvas)).toEqual([
      'Pete Picker',
      'Ana Limit',
      'Ivan Idle',
      'Lena Loose',
      'Olga Offline',
    ]);
    await userEvent.selectOptions(sort, 'Picks today');
    await expect(names(canvas)).toEqual([
      'Ana Limit',
      'Ivan Idle',
      'Pete Picker',
      'Lena Loose',
      'Olga Offline',
    ]);
    // Sorting and filtering work on the board in hand: no new read.
    await expect(boardCalls()).toHaveLength(1);
  },
};

export const ReleaseDialogOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openRelease(canvas);
    await expect(dialog.getByText('Confirm!')).toBeVisible();
    await expect(dialog.getByText(/held by/)).toHaveTextContent(
      'Send lead (507) 555-1234 held by Pete Picker back to the pool?',
    );
    await expect(dialog.getByRole('button', { name: 'Release' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: PETE_RELEASE })).toHaveFocus();
    await expect(releaseCalls()).toHaveLength(0);
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const Releasing: Story = {
  parameters: { api: { [BOARD]: ok(board()), [RELEASE]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openRelease(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Release' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

export const Released: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openRelease(canvas);
    const reads = boardCalls().length;
    await userEvent.click(dialog.getByRole('button', { name: 'Release' }));
    await expectToast(RELEASED);
    await expect(releaseCalls()).toEqual([expect.objectContaining({ path: '/operations/release/r-1' })]);
    await expect(args.emit).toHaveBeenCalledWith('hold-released', {
      rentalId: 'r-1',
      number: '+15075551234',
      pickerId: 'pk-1',
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(boardCalls().length).toBeGreaterThan(reads));
  },
};

/** The picker finished (or another supervisor released) the lead first: 409, said in the dialog. */
export const ReleaseRefused: Story = {
  parameters: { api: { [BOARD]: ok(board()), [RELEASE]: fail(409, NOT_HELD) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openRelease(canvas);
    const reads = boardCalls().length;
    await userEvent.click(dialog.getByRole('button', { name: 'Release' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(NOT_HELD);
    await expectToast(NOT_HELD);
    await expect(dialog.queryByRole('button', { name: 'Release' })).toBeNull();
    await waitFor(() => expect(boardCalls().length).toBeGreaterThan(reads));
    await expect(args.emit).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The picker moved out of the viewer's teams meanwhile: 404, toasted once by the API client. */
export const ReleaseOutOfReach: Story = {
  parameters: { api: { [BOARD]: ok(board()), [RELEASE]: fail(404, 'Rental not found') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openRelease(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Release' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Rental not found');
    await expectToast('Rental not found');
    await expect(toastTexts()).toEqual(['Rental not found']);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [BOARD]: fail(500, 'Board unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Board unavailable');
    await expect(canvas.queryByRole('table')).toBeNull();
    const before = boardCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(boardCalls()).toHaveLength(before + 1));
  },
};

/** Each read answers the next board: Pete ends his lead with a No Answer and goes idle. */
const liveAnswers = (boards: Board[]) => () => ok(boards[Math.min(live.reads++, boards.length - 1)]);
const peteFinished = board([
  {
    ...holdingPete,
    state: 'idle',
    holding: null,
    picksToday: 13,
    outcomesToday: { ...holdingPete.outcomesToday, 'no-answer': 4 },
    lastFinishAt: BOARD_AT,
  },
  ...busyPickers.slice(1),
]);

export const LiveUpdate: Story = {
  parameters: { api: { [BOARD]: liveAnswers([board(), peteFinished]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: PETE_RELEASE });
    await joined(null);
    fakeSockets.push('boardChanged');
    await waitFor(async () =>
      expect((await cellsOf(canvas, 'Pete Picker')).slice(1, 6)).toEqual([
        'Idle since 10:00 AM',
        'Pablo Leader',
        '13 / 100',
        '5 / 3',
        'No Answer 4 · Call Back Later 1 · Skipped 2 (latest 9:50 AM: Language I do not speak)',
      ]),
    );
    await expect(canvas.queryByRole('button', { name: /^Release/ })).toBeNull();
  },
};

/** 30 claims in a burst: no read is cancelled, and one read after the last event brings the board up to date. */
export const Burst: Story = {
  parameters: {
    api: {
      [BOARD]: (() => {
        const next = liveAnswers([board(), board(), peteFinished]);
        return () => ({ ...next(), delay: 30 });
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: PETE_RELEASE });
    await joined(null);
    for (let i = 0; i < 30; i++) fakeSockets.push('boardChanged');
    await waitFor(async () => expect((await cellsOf(canvas, 'Pete Picker'))[1]).toBe('Idle since 10:00 AM'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The first load, one read for the first event, one more for the 29 that came while it ran.
    await expect(boardCalls()).toHaveLength(3);
  },
};

/** After a reconnect the server accepts the join again: the board reads itself again. */
export const Resync: Story = {
  parameters: { api: { [BOARD]: liveAnswers([board(), peteFinished]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: PETE_RELEASE });
    const answer = await joined(null);
    answer({ ok: true });
    await waitFor(async () => expect((await cellsOf(canvas, 'Pete Picker'))[1]).toBe('Idle since 10:00 AM'));
  },
};

export const JoinRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Pete Picker/ });
    const answer = await joined(null);
    answer({ ok: false, message: NOT_YOUR_BOARD });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `Live updates are off: ${NOT_YOUR_BOARD}`,
    );
    // The board itself stays on screen.
    await expect(canvas.getByRole('row', { name: /Pete Picker/ })).toBeVisible();
  },
};

const byGroup = ({ query }: MockRequest) =>
  query.get('adminId') === 'ad-2'
    ? ok(board([], { adminCap: { used: 0, limit: 3000 } }))
    : ok(board(busyPickers, { adminCap: null }));

/** The super-admin sees every group (no cap figure) and can narrow the board to one admin's group. */
export const SuperAdminGroups: Story = {
  parameters: { user: users.superAdmin, api: { [BOARD]: byGroup, [ADMINS]: ok(adminChoices) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Pete Picker/ });
    await expect(summaryOf(canvas)).not.toHaveProperty('Group cap');
    const group = await enabledGroup(canvas);
    await expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All groups', 'Adam Admin (adam@rental-leads.test)', 'Alma Ortiz (alma@rental-leads.test)']);
    await joined(null);
    await userEvent.selectOptions(group, 'Alma Ortiz (alma@rental-leads.test)');
    await expect(await canvas.findByText('No pickers in this group yet')).toBeVisible();
    await expect(boardCalls().at(-1)?.query.get('adminId')).toBe('ad-2');
    await expect(summaryOf(canvas)['Group cap']).toBe('0 / 3000');
    await joined('ad-2');
  },
};

export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Pete Picker/ });
    await expect(canvas.queryByLabelText('Group')).toBeNull();
    await expect(boardCalls()[0]?.query.has('adminId')).toBe(false);
  },
};

export const AsPickerLeader: Story = {
  parameters: {
    user: users.pickerLeader,
    api: { [BOARD]: ok(board(busyPickers.filter((p) => p.team_leader_id === 'u-tlp'))) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Pete Picker/ });
    await expect(names(canvas)).toEqual(['Ivan Idle', 'Pete Picker']);
    await expect(canvas.queryByLabelText('Group')).toBeNull();
    await expect(canvas.getByRole('button', { name: PETE_RELEASE })).toBeEnabled();
  },
};

export const Narrow: Story = atViewport('narrow', Busy);
export const Wide: Story = atViewport('wide', Busy);
export const Dark: Story = inDark(ReleaseDialogOpen);
