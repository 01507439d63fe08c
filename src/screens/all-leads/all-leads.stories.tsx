import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noCalls, someCalls } from '../../../.storybook/call-fixtures';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { installFakeWorker } from '../../../.storybook/fake-worker';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { expectToast, toastTexts } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  callsApi,
  LEAD_CORRECTED,
  type ListedRental,
  leadCorrectionsApi,
  leadListsApi,
  leadMergeApi,
  MERGE_HELD,
  NOTHING_TO_CORRECT,
  SEARCH_TOO_SHORT,
} from '../../contract';
import {
  asCreatorsRead,
  exportLog,
  exportOf,
  leadPage,
  manyLeads,
  newLeads,
  pagesOf,
  pickedLeads,
} from '../../screen-parts/lead-list/lead-list.fixtures';
import { AllLeadsScreen } from './all-leads-screen';

const BY_CREATOR = on(leadListsApi.listAllLeads);
const LEADER_BY_CREATOR = on(leadListsApi.listLeaderAllLeads);

const meta = {
  title: 'Leads/All Leads',
  component: AllLeadsScreen,
  parameters: { element: 'rl-all-leads', user: users.admin, api: { [BY_CREATOR]: ok(leadPage(newLeads)) } },
  beforeEach: captureDownloads,
} satisfies Meta<typeof AllLeadsScreen>;
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

const LEAD = ['Date & Time', 'Client Name', 'Number', 'Rent', 'House/Apt Details', 'Address'];
/** The creator's admin and the picker's columns start hidden (docs/rules/screens.md, "Lists"). */
const CREATOR = ['Creator Name', 'TeamLeader Name'];

export const Empty: Story = {
  parameters: { api: { [BY_CREATOR]: ok(leadPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filters.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { [BY_CREATOR]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading leads…');
    await expect(canvas.getByRole('table', { name: 'All Leads' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      ...LEAD,
      'Actions',
    ]);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [BY_CREATOR]: fail(500, 'The lead list is unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The lead list is unavailable');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Total: …')).toBeVisible();
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  },
};

export const AsSuperAdmin: Story = {
  parameters: {
    user: users.superAdmin,
    api: { [BY_CREATOR]: ok(leadPage([...newLeads, pickedLeads[0]!], 3)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'All Leads' })).toBeVisible();
    // A fetched row among them brings what the picking found after the creator's columns.
    await expect(await headersOf(canvas)).toEqual([...LEAD, ...CREATOR, 'Number Status', 'Actions']);
    await expect(cellsOf(canvas, 'Maria').slice(0, -1)).toEqual([
      '03/02/2026, 8:00 AM',
      'Maria',
      '5075551234',
      '$1,200',
      '2 bed, 1 bath apartment',
      '12 Calle 50, Panama City',
      'Cora Creator',
      'Clara Leader',
      '-',
    ]);
    // A creator's row is dated by its creation, a picked row by its last change (the pick).
    await expect(cellsOf(canvas, 'Luis').slice(0, 1)).toEqual(['03/01/2026, 3:15 PM']);
    await expect(cellsOf(canvas, 'Luis')[7]).toBe('-');
    await expect(cellsOf(canvas, 'Ana')[0]).toBe('03/02/2026, 9:30 AM');
    await expect(cellsOf(canvas, 'Ana').at(-2)).toBe('Valid');
    // The Columns button shows the picker's columns; their headers say whose team leader each is.
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Picker Name' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Picker’s TeamLeader' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Picker’s Admin' }));
    await expect(await headersOf(canvas)).toEqual([
      ...LEAD,
      'Creator Name',
      'Creator’s TeamLeader',
      'Picker Name',
      'Picker’s TeamLeader',
      'Admin Name',
      'Number Status',
      'Actions',
    ]);
    await expect(cellsOf(canvas, 'Ana').slice(8, -1)).toEqual([
      'Pete Picker',
      'Pablo Leader',
      'Adam Admin',
      'Valid',
    ]);
    // What the picking did starts hidden too: its outcome, the serves and the callback time.
    for (const name of ['Call Outcome', 'Attempts', 'Callback']) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await expect((await headersOf(canvas)).slice(-5)).toEqual([
      'Outcome',
      'Attempts',
      'Callback',
      'Number Status',
      'Actions',
    ]);
    await expect(cellsOf(canvas, 'Ana').slice(-5, -1)).toEqual(['-', '2', '-', 'Valid']);
    await expect(canvas.getByText('Totals: 3')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
    await expect(optionsOf(canvas, 'Validity')).toEqual(['Choose', 'Invalid', 'Valid']);
    await expect(optionsOf(canvas, 'Fetch state')).toEqual(['Not Fetched', 'All', 'Finished']);
    await expect(canvas.getByLabelText('Fetch state')).toHaveDisplayValue('Not Fetched');
    await expect(canvas.getByLabelText('Start date')).toHaveValue('');
    const sent = lastListCall();
    await expect(sent.path).toBe('/rental/getAllRentalsByCreator');
    await expect(Object.fromEntries(sent.query)).toEqual({
      isFetched: 'false',
      sort: '-createdAt',
      page: '1',
      limit: '20',
    });
  },
};

export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nobody picked these yet: no picker columns.
    await expect(await headersOf(canvas)).toEqual([...LEAD, ...CREATOR, 'Actions']);
    await userEvent.selectOptions(canvas.getByLabelText('Validity'), 'Invalid');
    await waitFor(() => expect(lastListCall().query.get('number_status')).toBe('invalid'));
    await expect(lastListCall().path).toBe('/rental/getAllRentalsByCreator');
    await userEvent.selectOptions(canvas.getByLabelText('Fetch state'), 'All');
    await waitFor(() => expect(lastListCall().query.has('isFetched')).toBe(false));
    await expect(lastListCall().query.has('isFinished')).toBe(false);
    await userEvent.selectOptions(canvas.getByLabelText('Validity'), 'Choose');
    await waitFor(() => expect(lastListCall().query.has('number_status')).toBe(false));
  },
};

/** A lead another tool created with an API key names the key as its source (docs/rules/integrations.md#d15.6). */
export const FromApiKey: Story = {
  parameters: {
    api: { [BY_CREATOR]: ok(leadPage([{ ...newLeads[0]!, sourceKey: 'Scraper' }, ...newLeads.slice(1)])) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await headersOf(canvas)).toEqual([...LEAD, ...CREATOR, 'Source', 'Actions']);
    const sources = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-2)?.textContent);
    await expect(sources[0]).toBe('API key: Scraper');
    await expect(sources.slice(1).every((source) => source === '-')).toBe(true);
  },
};

export const AsCreatorLeader: Story = {
  parameters: {
    user: users.creatorLeader,
    api: { [LEADER_BY_CREATOR]: ok(leadPage([...newLeads, asCreatorsRead(pickedLeads[0]!)])) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Its own name would repeat on every row. A picked lead says what the picking found, never who
    // picked it (docs/rules/leads.md#d5.16). A leader corrects leads but merges none (docs/rules/leads.md#d5.15), and reads
    // a picked lead's conversation (docs/rules/messages.md#d5.20) and its calls (docs/rules/claiming.md#d5.24).
    await expect(await headersOf(canvas)).toEqual([...LEAD, 'Creator Name', 'Number Status', 'Actions']);
    await expect(cellsOf(canvas, 'Ana').at(-2)).toBe('Valid');
    const row = canvas.getByRole('row', { name: /Ana/ });
    await userEvent.click(within(row).getByRole('button', { name: /Actions for/ }));
    await expect((await canvas.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Correct…',
      'Messages…',
      'Calls…',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Picker Name' })).toBeNull();
    await expect(canvas.getByLabelText('Validity')).toBeVisible();
    // Only a rental-picker leader follows whether leads were fetched (docs/rules/screens.md).
    await expect(canvas.queryByLabelText('Fetch state')).toBeNull();
    await expect(lastListCall().path).toBe('/teamLeader/getRentals-creator');
    await expect(lastListCall().query.has('isFetched')).toBe(false);
  },
};

export const AsPickerLeader: Story = {
  parameters: { user: users.pickerLeader, api: { [LEADER_BY_CREATOR]: ok(leadPage(newLeads)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Maria/ });
    await expect(canvas.getByLabelText('Fetch state')).toHaveDisplayValue('Not Fetched');
    await expect(lastListCall().path).toBe('/teamLeader/getRentals-creator');
    await expect(lastListCall().query.get('isFetched')).toBe('false');
  },
};

const MERGE = on(leadMergeApi.merge);

/** docs/rules/leads.md#d5.15: Merge… asks for the other lead's number, says what merging does, and merges. */
export const Merge: Story = {
  parameters: {
    api: {
      [BY_CREATOR]: ok(leadPage(newLeads)),
      [MERGE]: ok({ keptId: 'r-1', mergedId: 'r-2' }, leadMergeApi.merge.success),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Maria/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for 5075551234' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Merge…' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Merge leads' });
    await expect(dialog).toHaveTextContent('The older of the two stays');
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    await expect(merge).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Other lead's number"), '5075559876');
    const before = listCalls().length;
    await userEvent.click(merge);
    await expectToast('Leads merged');
    await expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual({
      leadId: 'r-1',
      number: '5075559876',
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  },
};

const CORRECT = on(leadCorrectionsApi.correct);

/** docs/rules/claiming.md#d5.24: Calls… on a claimed lead opens its calls in a dialog. */
export const Calls: Story = {
  parameters: {
    user: users.creatorLeader,
    api: {
      [LEADER_BY_CREATOR]: ok(leadPage([asCreatorsRead(pickedLeads[0]!)])),
      [on(callsApi.list)]: ok({ ...someCalls, rental: { _id: pickedLeads[0]!._id, number: '5075559999' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Ana/ });
    await userEvent.click(within(row).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Calls…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Calls' }));
    await expect(await dialog.findByRole('heading', { name: 'Calls to 5075559999' })).toBeVisible();
    await expect(dialog.getAllByRole('row')).toHaveLength(4);
    await expect(apiCalls.at(-1)?.path).toBe(`/rental/${pickedLeads[0]!._id}/calls`);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The Calls… dialog of a lead without calls. */
export const NoCalls: Story = {
  parameters: {
    user: users.creatorLeader,
    api: {
      [LEADER_BY_CREATOR]: ok(leadPage([asCreatorsRead(pickedLeads[0]!)])),
      [on(callsApi.list)]: ok(noCalls),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Ana/ });
    await userEvent.click(within(row).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Calls…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Calls' }));
    await expect(await dialog.findByText('No calls yet')).toBeVisible();
  },
};

/** docs/rules/leads.md#d5.21: Correct… opens the lead's fields; Save sends them and the list reloads. */
export const Correct: Story = {
  parameters: {
    api: { [BY_CREATOR]: ok(leadPage(newLeads)), [CORRECT]: ok(newLeads[0], LEAD_CORRECTED) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Maria/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for 5075551234' }));
    await expect((await canvas.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Correct…',
      'Merge…',
    ]);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Correct…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Correct lead' }));
    await userEvent.clear(dialog.getByLabelText('Address'));
    await userEvent.type(dialog.getByLabelText('Address'), '14 Calle 50, Panama City');
    const before = listCalls().length;
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(LEAD_CORRECTED);
    const sent = apiCalls.find((call) => call.method === 'PATCH');
    await expect(sent?.path).toBe('/rental/correct/r-1');
    await expect(sent?.body).toMatchObject({ address: '14 Calle 50, Panama City' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  },
};

/** A refusal that names no field (nothing changed) shows in the dialog, which stays open. */
export const CorrectNothingChanged: Story = {
  parameters: { api: { [BY_CREATOR]: ok(leadPage(newLeads)), [CORRECT]: fail(400, NOTHING_TO_CORRECT) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Maria/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for 5075551234' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Correct…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Correct lead' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(NOTHING_TO_CORRECT);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A refusal stays in the dialog, so another number can be tried. */
export const MergeRefused: Story = {
  parameters: { api: { [BY_CREATOR]: ok(leadPage(newLeads)), [MERGE]: fail(409, MERGE_HELD) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Maria/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for 5075551234' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Merge…' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Merge leads' });
    await userEvent.type(within(dialog).getByLabelText("Other lead's number"), '5075559876');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(MERGE_HELD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const NotForCreator: Story = {
  parameters: { user: users.creator },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list is not available to your account.');
    await expect(apiCalls).toHaveLength(0);
  },
};

export const FilterResetsPage: Story = {
  parameters: { api: { [BY_CREATOR]: pagesOf(manyLeads(45)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListCall().query.get('page')).toBe('2'));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Fetch state'), 'Finished');
    await waitFor(() => expect(lastListCall().query.get('isFinished')).toBe('true'));
    await expect(lastListCall().query.has('isFetched')).toBe(false);
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
  },
};

/**
 * A search the server would refuse (fewer than three letters or digits in a row) says so under the
 * box and is not sent: the rows on screen stay, with no error panel whose Retry could not help.
 */
export const SearchTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Maria/ });
    const calls = listCalls().length;
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, ' a-b ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SEARCH_TOO_SHORT);
    await expect(box).toHaveAccessibleDescription(SEARCH_TOO_SHORT);
    await expect(box).toBeInvalid();
    await expect(listCalls()).toHaveLength(calls);
    await expect(canvas.getByRole('row', { name: /Maria/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();

    // Typing on until it can be searched takes the hint away; Search then sends it.
    await userEvent.type(box, 'c');
    await expect(canvas.getByText(SEARCH_TOO_SHORT)).toBeVisible();
    await userEvent.type(box, 'de');
    await expect(canvas.queryByText(SEARCH_TOO_SHORT)).toBeNull();
    await expect(box).not.toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListCall().query.get('search')).toBe('a-b cde'));
  },
};

const BY_CREATOR_EXPORT = on(leadListsApi.exportAllLeads);
const exportCalls = () => listCalls().filter((call) => call.path.endsWith('/export'));

export const DownloadAll: Story = {
  parameters: {
    api: {
      [BY_CREATOR]: pagesOf(manyLeads(250)),
      [BY_CREATOR_EXPORT]: exportOf([...manyLeads(249), pickedLeads[0]!]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 250');
    await userEvent.selectOptions(canvas.getByLabelText('Validity'), 'Valid');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('Download started');
    await expect(downloads).toHaveLength(1);
    // Every matching lead, not the page on screen: one request to the list's export, with the
    // filters of the screen and no page.
    await expect(exportCalls()).toHaveLength(1);
    const [call] = exportCalls();
    await expect(call?.path).toBe('/rental/getAllRentalsByCreator/export');
    await expect(Object.fromEntries(call!.query)).toEqual({
      number_status: 'valid',
      isFetched: 'false',
      sort: '-createdAt',
    });
    const [file] = downloads;
    await expect(file?.name).toMatch(/^rentals_\d+\.xlsx$/);
    const sheets = await readWorkbook(file!);
    await expect(Object.keys(sheets)).toEqual(['Rentals']);
    const rows = sheets.Rentals!;
    await expect(rows).toHaveLength(251);
    // The file has every column, whichever the table shows, each header once (docs/rules/lead-lists.md#d5.9).
    await expect(rows[0]).toEqual([
      ...LEAD,
      ...['Creator Name', "Creator's TeamLeader Name", "Creator's Admin Name"],
      ...['Picker Name', "Picker's TeamLeader Name", "Picker's Admin Name"],
      ...['Outcome', 'Attempts', 'Callback'],
      'Number Status',
    ]);
    await expect(rows[1]?.slice(1, 3)).toEqual(['Client 1', '5075560000']);
    await expect(rows[1]?.slice(12)).toEqual(['-', '-', '-', '-']);
    // Finished valid on its second serve: no outcome, two attempts, no callback.
    await expect(rows[250]?.slice(9)).toEqual([
      'Pete Picker',
      'Pablo Leader',
      'Adam Admin',
      '-',
      '2',
      '-',
      'Valid',
    ]);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

export const DownloadProgress: Story = {
  parameters: {
    api: {
      [BY_CREATOR]: pagesOf(manyLeads(250)),
      // The first 100 rows come, and the rest never do, until Cancel.
      [BY_CREATOR_EXPORT]: exportOf(manyLeads(250), { holdAfter: 100 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 250');
    const cancelled = exportLog.cancelled;
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const progress = await canvas.findByRole('progressbar', { name: 'Download progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '100 of 250'));
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(progress).toHaveAttribute('aria-valuemax', '250');
    await expect(canvas.getByText('100 of 250')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus());
    // The request is aborted: the body stops (the server sees the connection close).
    await waitFor(() => expect(exportLog.cancelled).toBe(cancelled + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(downloads).toHaveLength(0);
    await expect(toastTexts()).toEqual([]);
  },
};

/** A broad filter over many rows: the server estimates the total, and the progress says so. */
export const DownloadEstimatedTotal: Story = {
  parameters: {
    api: {
      [BY_CREATOR]: pagesOf(manyLeads(250), { estimated: true }),
      [BY_CREATOR_EXPORT]: exportOf(manyLeads(250), { estimated: true, holdAfter: 100 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 250');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const progress = await canvas.findByRole('progressbar', { name: 'Download progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '100 of about 250'));
    await expect(canvas.getByText('100 of about 250')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const NoDataToDownload: Story = {
  parameters: { api: { [BY_CREATOR]: ok(leadPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No data found.');
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('No rental data to download');
    await expect(listCalls()).toHaveLength(before);
    await expect(downloads).toHaveLength(0);
  },
};

/** The list on screen was not empty, but by the time of the click no row matched. */
export const NothingLeftToDownload: Story = {
  parameters: { api: { [BY_CREATOR_EXPORT]: exportOf([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Maria/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('No rental data to download');
    await expect(downloads).toHaveLength(0);
  },
};

export const DownloadFails: Story = {
  parameters: {
    api: {
      [BY_CREATOR]: pagesOf(manyLeads(250)),
      [BY_CREATOR_EXPORT]: fail(500, 'Database unavailable'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 250');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('Failed to download file');
    await expect(downloads).toHaveLength(0);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled());
  },
};

/** The server failed half-way: the body ends without its end line, and no partial file is saved. */
export const DownloadCutShort: Story = {
  parameters: {
    api: {
      [BY_CREATOR]: pagesOf(manyLeads(250)),
      [BY_CREATOR_EXPORT]: exportOf(manyLeads(250), { cutAfter: 120 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 250');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('Failed to download file');
    await expect(downloads).toHaveLength(0);
  },
};

let worker: ReturnType<typeof installFakeWorker> | null = null;

/** Where the page has a Worker (every browser), the export's body goes to it and the file comes back. */
export const DownloadInWorker: Story = {
  parameters: {
    api: { [BY_CREATOR]: pagesOf(manyLeads(220)), [BY_CREATOR_EXPORT]: exportOf(manyLeads(220)) },
  },
  beforeEach: () => {
    worker = installFakeWorker();
    return () => worker?.restore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 220');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('Download started');
    // The body is handed over unread (transferred), with the name of the columns to write.
    await expect(worker?.log.exports).toEqual([{ sheet: 'leads', transferred: true }]);
    await expect(worker?.log.events).toBeGreaterThan(0);
    await expect(worker?.log.files).toBe(1);
    await expect(worker?.log.terminated).toBe(1);
    const rows = (await readWorkbook(downloads[0]!)).Rentals!;
    await expect(rows).toHaveLength(221);
    // No row was picked: the picker's columns are left out.
    await expect(rows[0]).toEqual([
      ...LEAD,
      'Creator Name',
      "Creator's TeamLeader Name",
      "Creator's Admin Name",
    ]);
    await expect(rows[220]?.[1]).toBe('Client 220');
  },
};

/** A worker whose script cannot load does not cost the user the file: the main thread makes it. */
export const DownloadWorkerUnreachable: Story = {
  parameters: {
    api: { [BY_CREATOR]: pagesOf(manyLeads(30)), [BY_CREATOR_EXPORT]: exportOf(manyLeads(30)) },
  },
  beforeEach: () => {
    worker = installFakeWorker({ unreachable: true });
    return () => worker?.restore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 30');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('Download started');
    await expect(worker?.log.exports).toHaveLength(0);
    await expect(worker?.log.terminated).toBe(1);
    const sheets = await readWorkbook(downloads[0]!);
    await expect(sheets.Rentals).toHaveLength(31);
  },
};

export const Narrow: Story = atViewport('narrow', AsAdmin);
export const Wide: Story = atViewport('wide', AsAdmin);
export const Dark: Story = inDark(AsAdmin);
export const SearchTooShortNarrow: Story = atViewport('narrow', SearchTooShort);

const staleRows: ListedRental[] = [
  { ...newLeads[0]!, stale: true },
  { ...newLeads[1]!, stale: false },
];

/** Stale leads (docs/rules/claiming.md#d5.28): an 'Age' column reading 'Stale' on them, and the Age filter. */
export const StaleLeads: Story = {
  parameters: { api: { [BY_CREATOR]: ok(leadPage(staleRows)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [date, ...rest] = LEAD;
    await expect(await headersOf(canvas)).toEqual([date, 'Age', ...rest, ...CREATOR, 'Actions']);
    await expect(cellsOf(canvas, newLeads[0]!.client_name)[1]).toBe('Stale');
    await expect(cellsOf(canvas, newLeads[1]!.client_name)[1]).toBe('-');
    await expect(optionsOf(canvas, 'Age')).toEqual(['All', 'Stale', 'Not stale']);
    // All, the default, sends no filter.
    await expect(lastListCall().query.has('stale')).toBe(false);
    await userEvent.selectOptions(canvas.getByLabelText('Age'), 'Stale');
    await waitFor(() => expect(lastListCall().query.get('stale')).toBe('true'));
    await userEvent.selectOptions(canvas.getByLabelText('Age'), 'Not stale');
    await waitFor(() => expect(lastListCall().query.get('stale')).toBe('false'));
  },
};
