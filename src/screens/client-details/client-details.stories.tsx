import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { leadListsApi, SEARCH_TOO_SHORT } from '../../contract';
import {
  downloadingStory,
  exportOf,
  leadPage,
  manyLeads,
  pagesOf,
  pickedLeads,
} from '../../screen-parts/lead-list/lead-list.fixtures';
import { ClientDetailsScreen } from './client-details-screen';

const CLIENTS = on(leadListsApi.listClients);
const CLIENTS_EXPORT = on(leadListsApi.exportClients);

const meta = {
  title: 'Leads/Client Details',
  component: ClientDetailsScreen,
  parameters: {
    element: 'rl-client-details',
    user: users.admin,
    api: { [CLIENTS]: ok(leadPage(pickedLeads)) },
  },
  beforeEach: captureDownloads,
} satisfies Meta<typeof ClientDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listCalls = () => apiCalls.filter((call) => call.method === 'GET');
const lastListCall = () => listCalls().at(-1) as MockRequest;

/** A client's row as header → value, for the columns shown. */
const rowOf = async (canvas: Canvas, client: string) => {
  const table = within(await canvas.findByRole('table'));
  await table.findByRole('cell', { name: client });
  const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
  const row = table.getAllByRole('row').find((tr) => tr.querySelector('td')?.textContent === client);
  const cells = within(row!)
    .getAllByRole('cell')
    .map((td) => td.textContent);
  return Object.fromEntries(headers.map((header, i) => [header, cells[i]]));
};

export const Empty: Story = {
  parameters: { api: { [CLIENTS]: ok(leadPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { [CLIENTS]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading clients…');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [CLIENTS]: fail(500, 'Client details are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Client details are unavailable');
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowOf(canvas, 'Ana')).toEqual({
      'Client Name': 'Ana',
      'Client Email': 'ana@example.com',
      Number: '5075550001',
      Rent: '$1,200',
      Address: '12 Calle 50, Panama City',
      'Picker Name': 'Pete Picker',
      Updated: '03/02/2026, 9:30 AM',
    });
    await expect((await rowOf(canvas, 'Jorge'))['Client Email']).toBe('-');
    await expect(canvas.getByText('Totals: 2')).toBeVisible();
    await expect(lastListCall().path).toBe('/rental/getClientsInfo');
    await expect(Object.fromEntries(lastListCall().query)).toEqual({
      sort: '-updatedAt',
      page: '1',
      limit: '20',
    });
  },
};

/** The flat's details start hidden; the Columns button shows them, and the Download has every column. */
export const ColumnShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowOf(canvas, 'Ana')).not.toHaveProperty('House/Apt Details');
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'House/Apt Details' }));
    await expect((await rowOf(canvas, 'Ana'))['House/Apt Details']).toBe('2 bed, 1 bath apartment');
  },
};

export const AsPickerLeader: Story = {
  parameters: { user: users.pickerLeader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Ana' });
    await expect(lastListCall().path).toBe('/rental/getClientsInfo');
  },
};

export const AsSuperAdmin: Story = {
  parameters: { user: users.superAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Ana' });
    await expect(canvas.getByText('Totals: 2')).toBeVisible();
    await expect(lastListCall().path).toBe('/rental/getClientsInfo');
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

export const SearchResetsPage: Story = {
  parameters: { api: { [CLIENTS]: pagesOf(manyLeads(45)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'client 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListCall().query.get('search')).toBe('client 3'));
    await expect(lastListCall().query.get('page')).toBe('1');
    await userEvent.type(canvas.getByLabelText('End date'), '2026-03-02');
    await waitFor(() => expect(lastListCall().query.get('endDate')).toBe('2026-03-02'));
    await expect(lastListCall().query.get('page')).toBe('1');
  },
};

export const SearchTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Ana' });
    const calls = listCalls().length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '@x');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SEARCH_TOO_SHORT);
    await expect(listCalls()).toHaveLength(calls);
    await expect(canvas.getByRole('cell', { name: 'Ana' })).toBeVisible();
  },
};

export const DownloadAll: Story = {
  parameters: {
    api: {
      [CLIENTS]: pagesOf([...pickedLeads, ...manyLeads(110)]),
      [CLIENTS_EXPORT]: exportOf([...pickedLeads, ...manyLeads(110)]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 112');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('Download started');
    const [file] = downloads;
    await expect(file?.name).toMatch(/^rentalDetails_\d+\.xlsx$/);
    const rows = (await readWorkbook(file!)).Rentals!;
    await expect(rows).toHaveLength(113);
    await expect(rows[0]).toEqual([
      'Client Name',
      'Client Email',
      'Number',
      'Rent',
      'House/Apt Details',
      'Address',
      'Picker Name',
      'Updated',
    ]);
    await expect(rows[1]).toEqual([
      'Ana',
      'ana@example.com',
      '5075550001',
      '$1,200',
      '2 bed, 1 bath apartment',
      '12 Calle 50, Panama City',
      'Pete Picker',
      '2026-03-02 09:30',
    ]);
  },
};

export const Downloading: Story = downloadingStory(CLIENTS);

export const NoDataToDownload: Story = {
  parameters: { api: { [CLIENTS]: ok(leadPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No data found.');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('No rental data to download');
    await expect(downloads).toHaveLength(0);
  },
};

export const Narrow: Story = atViewport('narrow', Populated);
export const Wide: Story = atViewport('wide', Populated);
