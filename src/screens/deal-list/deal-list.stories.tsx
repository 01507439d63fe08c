import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dealListOf, deals } from '../../../.storybook/deal-fixtures';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { dealsApi } from '../../contract';
import { DealListScreen } from './deal-list-screen';

const ALL_DEALS = on(dealsApi.list);
const GROUP_DEALS = on(dealsApi.listGroup);
const finalClose = (id: string) => on(dealsApi.finalClose, { id });
const closingImage = (id: string) => on(dealsApi.closingImage, { id });

const meta = {
  title: 'Deals/Deal List',
  component: DealListScreen,
  args: { emit: fn() },
  parameters: { element: 'rl-deal-list', user: users.admin, api: { [GROUP_DEALS]: ok(dealListOf(deals)) } },
} satisfies Meta<typeof DealListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listCalls = () => apiCalls.filter((call) => call.method === 'GET' && !call.path.includes('/image/'));
const lastListCall = () => listCalls().at(-1) as MockRequest;

const headersOf = async (canvas: Canvas) =>
  (await canvas.findAllByRole('columnheader')).map((th: HTMLElement) => th.textContent);

const cellsOf = (canvas: Canvas, text: string) =>
  within(canvas.getByRole('row', { name: new RegExp(text) }))
    .getAllByRole('cell')
    .map((td) => td.textContent);

/** The client's email and the flat's details start hidden, so the status and its actions fit 1280 px. */
const DATA_HEADERS = [
  'Date & Time',
  'Number',
  'Client Name',
  'Rent',
  'Payment Method',
  'Picker Name',
  'Status',
  'Image',
];

const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);

export const Empty: Story = {
  parameters: { api: { [GROUP_DEALS]: ok(dealListOf([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { [GROUP_DEALS]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading deals…');
    await expect(canvas.getByRole('table', { name: 'Closed Rentals' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Total: …')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [GROUP_DEALS]: fail(500, 'The database is busy, try again') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is busy, try again');
    await expect(canvas.queryByRole('table')).toBeNull();
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  },
};

export const Picker: Story = {
  parameters: { user: users.picker, api: { [ALL_DEALS]: ok(dealListOf(deals.slice(0, 1))) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Closed Rentals' })).toBeVisible();
    // Her own name would repeat on every row of her deals.
    await expect(await headersOf(canvas)).toEqual(DATA_HEADERS.filter((header) => header !== 'Picker Name'));
    await expect(cellsOf(canvas, 'Maria').slice(0, 6)).toEqual([
      '03/02/2026, 2:05 PM',
      '5075551234',
      'Maria',
      '$1,200',
      'TransUnion',
      'In Process',
    ]);
    // The Columns button shows the rest.
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    for (const header of ['Client Email', 'House/Apt Details', 'Address', 'Picker Name']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: header }));
    }
    await expect(cellsOf(canvas, 'Maria').slice(3, 9)).toEqual([
      'maria@example.com',
      '$1,200',
      '2 bed, 1 bath apartment',
      '12 Calle 50, Panama City',
      'TransUnion',
      'Pete Picker',
    ]);
    await expect(canvas.getByText('Total: 1')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: /^Close Deal for/ })).toBeNull();
    await expect(canvas.queryByLabelText('Payment method')).toBeNull();
    await expect(lastListCall().path).toBe('/closedRental/getClosedRentals');
  },
};

export const PickerLeader: Story = {
  parameters: { user: users.pickerLeader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Closed Rentals' })).toBeVisible();
    await expect(await headersOf(canvas)).toEqual(DATA_HEADERS);
    await expect(canvas.getByText('Totals: 3')).toBeVisible();
    await expect(cellsOf(canvas, 'Luis')[5]).toBe('Priya Shah');
    await expect(canvas.queryByRole('combobox', { name: /^Close Deal for/ })).toBeNull();
    await expect(lastListCall().path).toBe('/closedRental/getClosedRentalsForTeamLeaderAndAdmin');
  },
};

export const CreatorLeaderRefused: Story = {
  parameters: { user: users.creatorLeader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have access to the deal list.');
    await expect(apiCalls).toHaveLength(0);
  },
};

/** Chooses a status in a row's "Close Deal" and answers the confirmation with `answer`. */
const choose = async (canvas: Canvas, number: string, status: 'done' | 'failed') => {
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: `Close Deal for ${number}` }),
    status,
  );
  return within(canvas.getByRole('dialog', { name: "Change the deal's status" }));
};

const finalCloses = () => apiCalls.filter((call) => call.method === 'PATCH');

export const Admin: Story = {
  parameters: {
    api: {
      [GROUP_DEALS]: ok(dealListOf(deals)),
      [finalClose('dl-1')]: ok({ ...deals[0], status: 'done' }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Closed Rentals' })).toBeVisible();
    await expect(await headersOf(canvas)).toEqual([...DATA_HEADERS, 'Close Deal']);
    await expect(optionsOf(canvas.getByLabelText('Status'))).toEqual(['All', 'In Process', 'Done', 'Failed']);
    await expect(canvas.queryByLabelText('Payment method')).toBeNull();
    await expect(cellsOf(canvas, 'Maria')[4]).toBe('TransUnion');

    const inProcess = canvas.getByRole('combobox', { name: 'Close Deal for 5075551234' });
    await expect(optionsOf(inProcess)).toEqual(['choose', 'done', 'failed']);
    await expect(inProcess).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Close Deal for 5075550000' })).toHaveValue('done');

    const dialog = await choose(canvas, '5075551234', 'done');
    await expect(
      dialog.getByText('Mark the deal on 5075551234 as done? It cannot go back to In Process.'),
    ).toBeVisible();
    await expect(finalCloses()).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectToast('status changed');
    await expect(finalCloses()).toEqual([
      expect.objectContaining({ path: '/closedRental/makeFinalClose/dl-1', body: { status: 'done' } }),
    ]);
    await expect(args.emit).toHaveBeenCalledWith('deal-status-changed', { _id: 'dl-1', status: 'done' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Cancel leaves the deal as it was: nothing is sent and the select still shows its status. */
export const StatusCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await choose(canvas, '5075551234', 'failed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Close Deal for 5075551234' })).toHaveValue('');
    await expect(finalCloses()).toHaveLength(0);
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** Escape cancels too; a settled deal's correction names both outcomes. */
export const StatusEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await choose(canvas, '5075550000', 'failed');
    await expect(dialog.getByText('Change the deal on 5075550000 from done to failed?')).toBeVisible();
    // A browser answers Escape on a modal dialog with `cancel`; happy-dom does not, so it is sent here.
    canvas.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: 'Close Deal for 5075550000' })).toHaveValue('done');
    await expect(finalCloses()).toHaveLength(0);
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const StatusSaving: Story = {
  parameters: {
    api: {
      [GROUP_DEALS]: ok(dealListOf(deals)),
      [finalClose('dl-3')]: { delay: 'never' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await choose(canvas, '5075559876', 'done');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    canvas.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

export const StatusChangeFails: Story = {
  parameters: {
    api: {
      [GROUP_DEALS]: ok(dealListOf(deals)),
      [finalClose('dl-1')]: fail(409, 'This deal changed meanwhile, reload the list'),
      [finalClose('dl-3')]: { networkError: true },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let dialog = await choose(canvas, '5075551234', 'failed');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectToast('This deal changed meanwhile, reload the list');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This deal changed meanwhile, reload the list',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('combobox', { name: 'Close Deal for 5075551234' })).toHaveValue('');

    dialog = await choose(canvas, '5075559876', 'done');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expectToast('Could not reach the server. Check your connection.');
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const SuperAdmin: Story = {
  parameters: { user: users.superAdmin, api: { [ALL_DEALS]: ok(dealListOf(deals, 45)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Closed Rentals' })).toBeVisible();
    await expect(await headersOf(canvas)).toEqual([...DATA_HEADERS, 'Close Deal']);
    await expect(canvas.getByText('Totals: 45')).toBeVisible();
    const payment = canvas.getByLabelText('Payment method');
    await expect(optionsOf(payment)).toEqual([
      'All',
      'TransUnion',
      'IdentityForce',
      'Debit',
      'Spike',
      'Choice Credit',
      'Trail',
      'Other',
    ]);
    await userEvent.selectOptions(payment, 'Choice Credit');
    await waitFor(() => expect(lastListCall().query.get('payment_method')).toBe('choice-credit'));
    await expect(lastListCall().path).toBe('/closedRental/getClosedRentals');
    await expect(cellsOf(canvas, 'Ana')[4]).toBe('Paid by money order');
  },
};

/** 45 deals: the mock answers whichever page is asked for. */
const pagedDeals = ({ query }: MockRequest) =>
  ok(dealListOf(query.get('page') === '2' ? deals.slice(1) : deals, 45));

export const FilterResetsPage: Story = {
  parameters: { api: { [GROUP_DEALS]: pagedDeals } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();

    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(lastListCall().query.get('status')).toBe('failed'));
    await expect(lastListCall().query.get('page')).toBe('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await userEvent.type(canvas.getByLabelText('Start date'), '2026-03-01');
    await waitFor(() => expect(lastListCall().query.get('startDate')).toBe('2026-03-01'));
    await expect(lastListCall().query.get('page')).toBe('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '  maria ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListCall().query.get('search')).toBe('maria'));
    await expect(lastListCall().query.get('page')).toBe('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(lastListCall().query.get('limit')).toBe('50'));
    await expect(lastListCall().query.get('page')).toBe('1');
    await expect(lastListCall().query.get('status')).toBe('failed');
  },
};

const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

export const ImageOpens: Story = {
  parameters: {
    api: { [GROUP_DEALS]: ok(dealListOf(deals)), [closingImage('dl-2')]: { body: PNG } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View closing image for 5075550000' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Closing image for 5075550000' }));
    const image = await dialog.findByRole('img', {
      name: 'Closing proof of the deal with Luis, paid by Choice Credit',
    });
    await expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(apiCalls).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/v1/closedRental/image/dl-2' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** With PUBLIC_URL set the server links the image absolute; it is still read through this page's API base. */
export const ImageFromAbsoluteUrl: Story = {
  parameters: {
    api: {
      [GROUP_DEALS]: ok(
        dealListOf(
          deals.map((deal) => ({
            ...deal,
            closing_image: `https://leads.example.com/api/v1/closedRental/image/${deal._id}`,
          })),
        ),
      ),
      [closingImage('dl-2')]: { body: PNG },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View closing image for 5075550000' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Closing image for 5075550000' }));
    await expect(await dialog.findByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const [call] = apiCalls.filter((c) => c.path.includes('/image/'));
    await expect(call?.url).toBe('/api/v1/closedRental/image/dl-2');
  },
};

export const ImageLoading: Story = {
  parameters: {
    api: { [GROUP_DEALS]: ok(dealListOf(deals)), [closingImage('dl-1')]: { delay: 'never' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View closing image for 5075551234' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Closing image for 5075551234' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading image…');
    await expect(dialog.queryByRole('img')).toBeNull();
  },
};

export const ImageFails: Story = {
  parameters: {
    api: {
      [GROUP_DEALS]: ok(dealListOf(deals)),
      [closingImage('dl-1')]: fail(404, 'The closing image is missing'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View closing image for 5075551234' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Closing image for 5075551234' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The closing image is missing');
    await expectToast('The closing image is missing');
    const before = apiCalls.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiCalls.length).toBe(before + 1));
  },
};

export const Narrow: Story = atViewport('narrow', Admin);
export const Wide: Story = atViewport('wide', Admin);
export const Dark: Story = inDark(ImageOpens);
