import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { manualClock } from '../../../.storybook/manual-clock';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast, toastTexts } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { leadListsApi, pathTo } from '../../contract';
import { ClockContext } from '../../lib/clock';
import {
  downloadingStory,
  exportOf,
  leadPage,
  manyLeads,
  pagesOf,
  pickedLeads,
} from '../../screen-parts/lead-list/lead-list.fixtures';
import { PickedLeadsScreen } from './picked-leads-screen';

const BY_PICKER = on(leadListsApi.listPickedLeads);
const BY_PICKER_EXPORT = on(leadListsApi.exportPickedLeads);
const LEADER_BY_PICKER = on(leadListsApi.listLeaderPickedLeads);

// 9:00 PM on March 2nd in Panama, already March 3rd in UTC: "today" is Panama's day.
const clock = manualClock(Date.parse('2026-03-03T02:00:00.000Z'));

const meta = {
  title: 'Leads/Picked Leads',
  component: PickedLeadsScreen,
  parameters: {
    element: 'rl-picked-leads',
    user: users.admin,
    api: { [BY_PICKER]: ok(leadPage(pickedLeads)) },
  },
  decorators: [
    (Story) => (
      <ClockContext value={clock}>
        <Story />
      </ClockContext>
    ),
  ],
  beforeEach: captureDownloads,
} satisfies Meta<typeof PickedLeadsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listCalls = () => apiCalls.filter((call) => call.method === 'GET');
const lastListCall = () => listCalls().at(-1) as MockRequest;

/** The headers once rows have loaded (the skeleton shows the lead's own six). */
const headersOf = async (canvas: Canvas) => {
  await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
  return canvas.getAllByRole('columnheader').map((th: HTMLElement) => th.textContent);
};

const cellsOf = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((td) => td.textContent);

const optionsOf = (canvas: Canvas, label: string) =>
  within(canvas.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Empty: Story = {
  parameters: { api: { [BY_PICKER]: ok(leadPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { [BY_PICKER]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading leads…');
    await expect(canvas.getByRole('table', { name: 'Picked Leads' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [BY_PICKER]: { networkError: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Picked Leads' })).toBeVisible();
    // About who picked them: the flat's details, the creator's columns and the picker's admin (the
    // viewer's own group) start hidden; what the picking found comes last.
    await expect(await headersOf(canvas)).toEqual([
      'Date & Time',
      'Client Name',
      'Number',
      'Rent',
      'Address',
      'Picker Name',
      'TeamLeader Name',
      'Outcome',
      'Number Status',
    ]);
    // An uploaded-for-use lead has no creator; its missing rent and leader read as dashes. Held again
    // after a No Answer, it shows that outcome until its picker ends it.
    await expect(cellsOf(canvas, 'Jorge')).toEqual([
      '03/02/2026, 11:05 AM',
      'Jorge',
      '5075550002',
      '-',
      '12 Calle 50, Panama City',
      'Pete Picker',
      '-',
      'No Answer',
      'Picked',
    ]);
    await expect(canvas.getByText('Totals: 2')).toBeVisible();
    // Today in Panama, no end date, latest finished first.
    await expect(canvas.getByLabelText('Start date')).toHaveValue('03/02/2026');
    await expect(canvas.getByLabelText('End date')).toHaveValue('');
    await expect(lastListCall().path).toBe('/rental/getAllRentalsByPicker');
    await expect(Object.fromEntries(lastListCall().query)).toEqual({
      startDate: '2026-03-02',
      sort: '-finishedDate',
      page: '1',
      limit: '20',
    });
    await expect(optionsOf(canvas, 'Validity')).toEqual(['All', 'Invalid', 'Valid']);
    await expect(canvas.queryByLabelText('Fetch state')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Validity'), 'Valid');
    await waitFor(() => expect(lastListCall().query.get('number_status')).toBe('valid'));
  },
};

export const AsSuperAdmin: Story = {
  parameters: { user: users.superAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Ana/ });
    await expect(optionsOf(canvas, 'Fetch state')).toEqual(['All', 'Fetched', 'Finished']);
    await expect(canvas.getByLabelText('Fetch state')).toHaveDisplayValue('All');
    await expect(canvas.queryByLabelText('Validity')).toBeNull();
    // Fetched: the held leads, fetched and not finished yet, so it differs from All and Finished.
    await userEvent.selectOptions(canvas.getByLabelText('Fetch state'), 'Fetched');
    await waitFor(() => expect(lastListCall().query.get('isFetched')).toBe('true'));
    await expect(lastListCall().query.get('isFinished')).toBe('false');
    await userEvent.selectOptions(canvas.getByLabelText('Fetch state'), 'Finished');
    await waitFor(() => expect(lastListCall().query.get('isFinished')).toBe('true'));
    await expect(lastListCall().query.has('isFetched')).toBe(false);
    await expect(lastListCall().path).toBe('/rental/getAllRentalsByPicker');
  },
};

export const AsPickerLeader: Story = {
  parameters: { user: users.pickerLeader, api: { [LEADER_BY_PICKER]: ok(leadPage(pickedLeads)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Ana/ });
    await expect(lastListCall().path).toBe('/teamLeader/getRentals-picker');
    await expect(optionsOf(canvas, 'Fetch state')).toEqual(['All', 'Not Fetched', 'Finished']);
    await userEvent.selectOptions(canvas.getByLabelText('Fetch state'), 'Not Fetched');
    await waitFor(() => expect(lastListCall().query.get('isFinished')).toBe('false'));
    await expect(lastListCall().query.get('sort')).toBe('-finishedDate');
  },
};

export const NotForCreatorLeader: Story = {
  parameters: { user: users.creatorLeader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list is not available to your account.');
    await expect(apiCalls).toHaveLength(0);
  },
};

export const DateResetsPage: Story = {
  parameters: { api: { [BY_PICKER]: pagesOf(manyLeads(5)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '30');
    await waitFor(() => expect(lastListCall().query.get('limit')).toBe('30'));
    await userEvent.clear(canvas.getByLabelText('Start date'));
    await waitFor(() => expect(lastListCall().query.has('startDate')).toBe(false));
    await expect(lastListCall().query.get('page')).toBe('1');
  },
};

export const DownloadToday: Story = {
  parameters: { api: { [BY_PICKER_EXPORT]: exportOf(pickedLeads) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('Download started');
    const exported = listCalls().filter((call) => call.path === pathTo(leadListsApi.exportPickedLeads));
    await expect(exported).toHaveLength(1);
    await expect(exported[0]?.query.get('startDate')).toBe('2026-03-02');
    await expect(exported[0]?.query.get('sort')).toBe('-finishedDate');
    const sheets = await readWorkbook(downloads[0]!);
    await expect(sheets.Rentals?.[2]?.slice(0, 4)).toEqual(['2026-03-02 11:05', 'Jorge', '5075550002', '-']);
  },
};

export const Downloading: Story = downloadingStory(BY_PICKER);

export const DownloadRefused: Story = {
  parameters: { api: { [BY_PICKER_EXPORT]: fail(403, 'You do not have access to these leads') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    // The API client already told the server's reason; no second toast repeats it.
    await expectToast('You do not have access to these leads');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled());
    await expect(toastTexts()).not.toContain('Failed to download file');
    await expect(downloads).toHaveLength(0);
  },
};

export const Narrow: Story = atViewport('narrow', AsAdmin);
export const Wide: Story = atViewport('wide', AsAdmin);
