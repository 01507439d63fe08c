import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { atViewport } from '../../../.storybook/viewports';
import { type LeadOutcome, leadCorrectionsApi, leadListsApi, SEARCH_TOO_SHORT } from '../../contract';
import { leadPage, pagesOf } from '../../screen-parts/lead-list/lead-list.fixtures';
import { byOutcome, leadsOfEachOutcome, manyMyLeads } from './my-leads.fixtures';
import { MyLeadsScreen } from './my-leads-screen';

const MY_LEADS = on(leadListsApi.listMyLeads);
const PROPOSALS = on(leadCorrectionsApi.proposals);

const meta = {
  title: 'Leads/My Leads',
  component: MyLeadsScreen,
  parameters: {
    element: 'rl-my-leads',
    user: users.creator,
    api: { [MY_LEADS]: byOutcome(leadsOfEachOutcome), [PROPOSALS]: ok([]) },
  },
} satisfies Meta<typeof MyLeadsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listCalls = () =>
  apiCalls.filter((call) => call.method === 'GET' && call.path === '/rental/getMyRentals');
const lastListCall = () => listCalls().at(-1) as MockRequest;

const HEADERS = [
  'Date & Time',
  'Client Name',
  'Number',
  'Rent',
  'House/Apt Details',
  'Address',
  'Outcome',
  'Actions',
];

/** Each data row's client name and outcome, once the rows have loaded. */
const outcomesShown = async (canvas: Canvas) => {
  await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
  return canvas
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[1]?.textContent, cells.at(-2)?.textContent];
    });
};

export const Empty: Story = {
  parameters: { api: { [MY_LEADS]: ok(leadPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { [MY_LEADS]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your leads…');
    await expect(canvas.getByRole('table', { name: 'My Leads' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(HEADERS);
    await expect(canvas.getByText('Total: …')).toBeVisible();
    await expect(canvas.getByLabelText('Outcome')).toBeEnabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [MY_LEADS]: fail(500, 'Your leads are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your leads are unavailable');
    await expect(canvas.queryByRole('table')).toBeNull();
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  },
};

/** Her leads, one in each outcome: what became of each in words, dated by their creation. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My Leads' })).toBeVisible();
    await expect(await outcomesShown(canvas)).toEqual([
      ['Wanda', 'Waiting'],
      ['Pia', 'Picked'],
      ['Vera', 'Valid'],
      ['Ines', 'Invalid'],
      ['Dora', 'Deal'],
    ]);
    // Her own name and group would repeat on every row: no people's columns.
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(HEADERS);
    const ines = within(canvas.getByRole('row', { name: /Ines/ })).getAllByRole('cell');
    await expect(ines[0]).toHaveTextContent('03/02/2026, 8:00 AM');
    // What became of the lead; the picker's outcome, attempts and callback time are a click away.
    const pia = within(canvas.getByRole('row', { name: /Pia/ })).getAllByRole('cell');
    await expect(pia.at(-2)).toHaveTextContent('Picked');
    await expect(canvas.getByText('Totals: 5')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
    await expect(
      within(canvas.getByLabelText('Outcome'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Waiting', 'Picked', 'Valid', 'Invalid', 'Deal']);
    const sent = lastListCall();
    await expect(sent.path).toBe('/rental/getMyRentals');
    await expect(Object.fromEntries(sent.query)).toEqual({ page: '1', limit: '20' });
  },
};

/** Choosing an outcome asks the server for those leads only; All shows every one again. */
const filteredTo = (outcome: LeadOutcome, label: string, client: string): Story => ({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Wanda/ });
    await userEvent.selectOptions(canvas.getByLabelText('Outcome'), label);
    await waitFor(() => expect(lastListCall().query.get('outcome')).toBe(outcome));
    await expect(await canvas.findByText('Total: 1')).toBeVisible();
    await expect(await outcomesShown(canvas)).toEqual([[client, label]]);
    // All is the first answer again, from the cache.
    await userEvent.selectOptions(canvas.getByLabelText('Outcome'), 'All');
    await expect(await canvas.findByText('Totals: 5')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Wanda/ })).toBeVisible();
  },
});

export const FilteredWaiting: Story = filteredTo('waiting', 'Waiting', 'Wanda');
export const FilteredPicked: Story = filteredTo('picked', 'Picked', 'Pia');
export const FilteredValid: Story = filteredTo('valid', 'Valid', 'Vera');
export const FilteredInvalid: Story = filteredTo('invalid', 'Invalid', 'Ines');
export const FilteredDeal: Story = filteredTo('deal', 'Deal', 'Dora');

/** An outcome with none of her leads: the empty state, not an empty table. */
export const FilteredToNone: Story = {
  parameters: { api: { [MY_LEADS]: byOutcome(leadsOfEachOutcome.slice(0, 1)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Wanda/ });
    await userEvent.selectOptions(canvas.getByLabelText('Outcome'), 'Deal');
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
  },
};

export const FilterResetsPage: Story = {
  parameters: { api: { [MY_LEADS]: pagesOf(manyMyLeads(45)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Outcome'), 'Waiting');
    await waitFor(() => expect(lastListCall().query.get('outcome')).toBe('waiting'));
    await expect(lastListCall().query.get('page')).toBe('1');

    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await userEvent.type(canvas.getByLabelText('Start date'), '2026-03-01');
    await waitFor(() => expect(lastListCall().query.get('startDate')).toBe('2026-03-01'));
    await expect(lastListCall().query.get('page')).toBe('1');

    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), ' maria ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListCall().query.get('search')).toBe('maria'));
    await expect(lastListCall().query.get('page')).toBe('1');
    await expect(lastListCall().query.get('outcome')).toBe('waiting');
  },
};

/** A search the server would refuse says so under the box and is not sent. */
export const SearchTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Wanda/ });
    const calls = listCalls().length;
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SEARCH_TOO_SHORT);
    await expect(listCalls()).toHaveLength(calls);
    await expect(canvas.getByRole('row', { name: /Wanda/ })).toBeVisible();
  },
};

/** Embedded for another role (outside the host's guards): no list, and no call. */
export const NotForAdmin: Story = {
  parameters: { user: users.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list is not available to your account.');
    await expect(apiCalls).toHaveLength(0);
  },
};

export const NotForPicker: Story = { ...NotForAdmin, parameters: { user: users.picker } };

/** The picker's outcome, the attempts and the callback time are in the Columns panel. */
export const PickingColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await outcomesShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Call Outcome' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Attempts' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Callback' }));
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      ...HEADERS.slice(0, -2),
      'Call Outcome',
      'Attempts',
      'Callback',
      'Outcome',
      'Actions',
    ]);
    const pia = within(canvas.getByRole('row', { name: /Pia/ })).getAllByRole('cell');
    await expect(pia.slice(-5, -1).map((cell) => cell.textContent)).toEqual([
      'Call Back Later',
      '1',
      '03/05/2026, 12:00 PM',
      'Picked',
    ]);
  },
};

export const Narrow: Story = atViewport('narrow', Populated);
export const Wide: Story = atViewport('wide', Populated);
export const Dark: Story = inDark(Populated);
