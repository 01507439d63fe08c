import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { peopleApi, REPORT_LOADED, reportsApi } from '../../contract';
import { writeDate } from '../../lib/date-entry';
import { DOWNLOAD_STARTED } from '../../lib/excel';
import { adminChoices, enabledGroup } from '../../screen-parts/group-filter/group-filter.fixtures';
import { END, reportOf, START } from './reports.fixtures';
import { ReportsScreen } from './reports-screen';
import 'uplot/dist/uPlot.min.css';
import './reports.css';

const REPORT = on(reportsApi.report);
const ADMINS = on(peopleApi.adminChoices);

const meta = {
  title: 'Reports/Reports',
  component: ReportsScreen,
  parameters: {
    element: 'rl-reports',
    user: users.admin,
    api: { [REPORT]: ok(reportOf(), REPORT_LOADED), [ADMINS]: ok(adminChoices) },
  },
  beforeEach: captureDownloads,
} satisfies Meta<typeof ReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const reportCalls = () => apiCalls.filter((c) => c.path === reportsApi.report.path);
const lastQuery = () => reportCalls().at(-1)?.query;

const tableOf = async (canvas: Canvas, caption: string): Promise<Canvas> =>
  within(await canvas.findByRole('table', { name: caption }));
/** A table's body rows, each as its cells' texts (the row header first). */
const rowsOf = (table: Canvas): (string | null)[][] =>
  table
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const headersOf = (table: Canvas) =>
  table.getAllByRole('columnheader').map((th: HTMLElement) => th.textContent);

export const Loading: Story = {
  parameters: { api: { [REPORT]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the report…');
    await expect(canvas.getByRole('button', { name: 'Download .xlsx' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The read fails; Retry reads again and the report shows. */
export const LoadError: Story = {
  parameters: {
    api: {
      [REPORT]: (request: MockRequest) =>
        reportCalls().filter((c) => c !== request).length === 0
          ? fail(500, 'Database unavailable')
          : ok(reportOf(), REPORT_LOADED),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Database unavailable');
    await expect(canvas.getByRole('button', { name: 'Download .xlsx' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('table', { name: 'Days' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A range where nothing happened: it says so; the people still show, with zeros. */
export const Empty: Story = {
  parameters: { api: { [REPORT]: ok(reportOf({ quiet: true }), REPORT_LOADED) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No activity in this range')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Days' })).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Outcomes' })).toBeNull();
    const pickers = await tableOf(canvas, 'Pickers');
    await expect(rowsOf(pickers)[0]).toEqual([
      'Ana Limit',
      '0',
      '0',
      '0',
      '0',
      '-',
      '-',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
  },
};

/** An admin's last 14 days: the default range in the fields, every day, the totals and both sides. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await tableOf(canvas, 'Days');
    await expect(lastQuery()?.toString()).toBe('');
    await expect(canvas.getByLabelText('Start date')).toHaveValue(writeDate(START, 'en'));
    await expect(canvas.getByLabelText('End date')).toHaveValue(writeDate(END, 'en'));
    await expect(canvas.getByText('11/10/2026 to 11/23/2026, 14 days (Panama time)')).toBeVisible();
    await expect(canvas.queryByLabelText('Group')).toBeNull();
    await expect(headersOf(days)).toEqual([
      'Day',
      'Leads created',
      'Leads finished',
      'Valid',
      'Invalid',
      'Deals in process',
      'Deals done',
      'Deals failed',
      'Conversion',
    ]);
    const rows = rowsOf(days);
    await expect(rows).toHaveLength(15);
    await expect(rows[1]).toEqual(['11/11/2026', '17', '13', '8', '1', '0', '1', '0', '7.7%']);
    await expect(rows.at(-1)).toEqual(['Total', '205', '162', '100', '19', '7', '13', '2', '8.0%']);

    const outcomes = await tableOf(canvas, 'Outcomes');
    await expect(headersOf(outcomes)).toEqual([
      'Day',
      'No Answer',
      'Call Back Later',
      'Not Interested',
      'Do Not Contact',
      'Unreachable',
      'Skips',
    ]);
    await expect(rowsOf(outcomes)[1]).toEqual(['11/11/2026', '2', '1', '1', '0', '0', '0']);
    await expect(rowsOf(outcomes).at(-1)).toEqual(['Total', '27', '7', '4', '2', '3', '5']);

    const creators = await tableOf(canvas, 'Creators');
    await expect(headersOf(creators)).toEqual([
      'Creator',
      'Leads created▼',
      'Invalid',
      'Invalid rate',
      'Deals from its leads',
    ]);
    await expect(rowsOf(creators)).toEqual([
      ['Cora Creator', '120', '12', '10.0%', '9'],
      ['Bruno Blanco', '95', '19', '20.0%', '4'],
      ['Dana New', '0', '0', '-', '0'],
    ]);
    const pickers = await tableOf(canvas, 'Pickers');
    await expect(headersOf(pickers).slice(7)).toEqual([
      'No Answer',
      'Call Back Later',
      'Not Interested',
      'Do Not Contact',
      'Unreachable',
      'Skips',
    ]);
    await expect(rowsOf(pickers)).toEqual([
      ['Pete Picker', '110', '14', '10', '6', '60.0%', '4.5', '21', '6', '9', '2', '3', '4'],
      ['Ana Limit', '70', '9', '4', '3', '75.0%', '12.3', '12', '3', '5', '0', '1', '1'],
      ['Ivan Idle', '0', '0', '0', '0', '-', '-', '0', '0', '0', '0', '0', '0'],
    ]);
  },
};

/** A click on a header sorts by it (most first), a second click turns it around; blanks stay last. */
export const SortPickers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pickers = await tableOf(canvas, 'Pickers');
    const names = () => rowsOf(pickers).map((row) => row[0]);
    const header = (name: RegExp) => pickers.getByRole('columnheader', { name });
    await expect(header(/^Leads finished/)).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(pickers.getByRole('button', { name: /^Median minutes held/ }));
    await expect(names()).toEqual(['Ana Limit', 'Pete Picker', 'Ivan Idle']);
    await expect(header(/^Median minutes held/)).toHaveAttribute('aria-sort', 'descending');
    await expect(header(/^Leads finished/)).not.toHaveAttribute('aria-sort');

    await userEvent.click(pickers.getByRole('button', { name: /^Median minutes held/ }));
    await expect(names()).toEqual(['Pete Picker', 'Ana Limit', 'Ivan Idle']);
    await expect(header(/^Median minutes held/)).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(pickers.getByRole('button', { name: /^Picker/ }));
    await expect(names()).toEqual(['Ana Limit', 'Ivan Idle', 'Pete Picker']);
    await expect(header(/^Picker/)).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** The download: one sheet per table shown, the range in the file's name. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Days' });
    await userEvent.click(canvas.getByRole('button', { name: 'Download .xlsx' }));
    await expectToast(DOWNLOAD_STARTED);
    await waitFor(() => expect(downloads).toHaveLength(1));
    await expect(downloads[0]?.name).toBe(`report_${START}_${END}.xlsx`);
    const book = await readWorkbook(downloads[0]!);
    await expect(Object.keys(book)).toEqual([
      'Days',
      'Outcomes',
      'Creators',
      'Pickers',
      'Calls a day',
      'Talk time per picker',
      'Attempts per lead',
    ]);
    await expect(book['Calls a day']?.at(-1)).toEqual(['Total', '55', '6090']);
    await expect(book.Days?.[0]).toEqual([
      'Day',
      'Leads created',
      'Leads finished',
      'Valid',
      'Invalid',
      'Deals in process',
      'Deals done',
      'Deals failed',
      'Conversion (%)',
    ]);
    await expect(book.Days).toHaveLength(16);
    await expect(book.Days?.at(-1)).toEqual(['Total', '205', '162', '100', '19', '7', '13', '2', '8']);
    await expect(book.Outcomes?.at(-1)).toEqual(['Total', '27', '7', '4', '2', '3', '5']);
    await expect(book.Pickers?.[2]).toEqual([
      'Ana Limit',
      '70',
      '9',
      '4',
      '3',
      '75',
      '12.3',
      '12',
      '3',
      '5',
      '0',
      '1',
      '1',
    ]);
  },
};

/** A quarter: 90 days, every one in the table. */
export const NinetyDays: Story = {
  parameters: {
    api: { [REPORT]: ok(reportOf({ startDate: '2026-08-26', endDate: END }), REPORT_LOADED) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await tableOf(canvas, 'Days');
    await expect(canvas.getByText('08/26/2026 to 11/23/2026, 90 days (Panama time)')).toBeVisible();
    const rows = rowsOf(days);
    await expect(rows).toHaveLength(91);
    await expect(rows[0]?.[0]).toBe('08/26/2026');
    await expect(rows[89]?.[0]).toBe('11/23/2026');
  },
};

/** A new range is asked for with both of its days. */
export const ChangeRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Days' });
    const start = canvas.getByLabelText('Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-01');
    await waitFor(() => expect(lastQuery()?.get('startDate')).toBe('2026-11-01'));
    await expect(lastQuery()?.get('endDate')).toBe(END);
  },
};

/** The super-admin sees everything, or one admin's group. */
export const SuperAdmin: Story = {
  parameters: { user: users.superAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Days' });
    const group = await enabledGroup(canvas);
    await expect(group).toHaveDisplayValue('All groups');
    await expect(lastQuery()?.has('adminId')).toBe(false);
    await userEvent.selectOptions(group, 'Alma Ortiz (alma@rental-leads.test)');
    await waitFor(() => expect(lastQuery()?.get('adminId')).toBe('ad-2'));
  },
};

/** A creator leader's report has its creators' side only, in the page and in the file. */
export const CreatorLeader: Story = {
  parameters: {
    user: users.creatorLeader,
    api: { [REPORT]: ok(reportOf({ sides: ['creators'] }), REPORT_LOADED) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Creators' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Days' })).toBeVisible();
    // Outcomes and skips are the pickers' side of the work.
    await expect(canvas.queryByRole('table', { name: 'Outcomes' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Pickers' })).toBeNull();
    await expect(canvas.queryByLabelText('Group')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download .xlsx' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await expect(Object.keys(await readWorkbook(downloads[0]!))).toEqual(['Days', 'Creators']);
  },
};

/** A picker leader's report has its pickers' side only. */
export const PickerLeader: Story = {
  parameters: {
    user: users.pickerLeader,
    api: { [REPORT]: ok(reportOf({ sides: ['pickers'] }), REPORT_LOADED) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Pickers' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Outcomes' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Creators' })).toBeNull();
    await expect(canvas.queryByLabelText('Group')).toBeNull();
  },
};

/** docs/rules/reports.md#d11.7: the pickers' calls a day, talk time per picker and attempts per lead. */
export const Calls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await tableOf(canvas, 'Calls a day');
    await expect(headersOf(days)).toEqual(['Day', 'Calls', 'Talk time']);
    await expect(rowsOf(days)[0]).toEqual(['11/10/2026', '3', '04:00']);
    await expect(rowsOf(days).at(-1)).toEqual(['Total', '55', '101:30']);
    await expect(rowsOf(await tableOf(canvas, 'Talk time per picker'))).toEqual([
      ['Ana Limit', '51', '96:30'],
      ['Pete Picker', '4', '05:00'],
    ]);
    await expect(rowsOf(await tableOf(canvas, 'Attempts per lead'))).toEqual([
      ['1', '49'],
      ['2', '3'],
    ]);
  },
};

/** A range without calls says so. */
export const NoCalls: Story = {
  parameters: {
    api: { [REPORT]: ok({ ...reportOf(), calls: reportOf({ quiet: true }).calls }, REPORT_LOADED) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No calls in this range')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Calls a day' })).toBeNull();
  },
};

export const Narrow: Story = atViewport('narrow', Admin);
export const Wide: Story = atViewport('wide', Admin);
export const Dark: Story = inDark(Admin);
