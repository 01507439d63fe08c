import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { type DoNotContactUploadResult, doNotContactApi, ONLY_CSV_OR_XLSX } from '../../contract';
import { dncPage, entriesOf, pagesOf } from './do-not-contact.fixtures';
import '../../screen-parts/file-upload/file-picker.css';
import { DoNotContactScreen } from './do-not-contact-screen';

const LIST = on(doNotContactApi.list);
const ADD = on(doNotContactApi.add);
const FILE = on(doNotContactApi.addFromFile);
const REMOVE = on(doNotContactApi.remove);

const all = entriesOf(25);

const meta = {
  title: 'Leads/Do Not Contact',
  component: DoNotContactScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-do-not-contact',
    user: users.admin,
    api: { [LIST]: pagesOf(all) },
  },
  beforeEach: captureDownloads,
} satisfies Meta<typeof DoNotContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listCalls = () =>
  apiCalls.filter((call) => call.method === 'GET' && call.path === doNotContactApi.list.path);
const writes = () => apiCalls.filter((call) => call.method !== 'GET');
const cells = (canvas: Canvas, row: number) =>
  within(canvas.getAllByRole('row')[row]!)
    .getAllByRole('cell')
    .map((td) => td.textContent);
/** The dialog, once its code has loaded. */
const dialog = async (canvas: Canvas, name: string) => within(await canvas.findByRole('dialog', { name }));
const csv = (name = 'numbers.csv') => new File(['number,reason\n'], name, { type: 'text/csv' });

export const Loading: Story = {
  parameters: { api: { [LIST]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Do Not Contact' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the do-not-contact list…');
    await expect(canvas.getByText('Total: …')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [LIST]: fail(500, 'The list is unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The list is unavailable');
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  },
};

export const Empty: Story = {
  parameters: { api: { [LIST]: ok(dncPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** An admin reads and adds; Remove is the super-admin's alone. */
export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Number',
      'Reason',
      'Added By',
      'Added',
    ]);
    await expect(cells(canvas, 1)).toEqual([
      '(507) 555-1000',
      'Asked us to stop',
      'Adam Admin',
      '03/02/2026, 10:00 AM',
    ]);
    // A reason the system wrote reads from the catalog, in the reader's language (the Spanish run checks it).
    await expect(cells(canvas, 2)[1]).toBe("Asked by the client (picker's outcome)");
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add number' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add from file' })).toBeEnabled();
  },
};

export const AsSuperAdmin: Story = {
  parameters: { user: users.superAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await expect(canvas.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    await expect(canvas.getByRole('button', { name: 'Remove (507) 555-1000' })).toBeVisible();
  },
};

export const SearchAndPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('page')).toBe('2'));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(6));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '(507) 555-1012');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await canvas.findByText('Total: 1');
    // A new search goes back to page 1.
    await expect(listCalls().at(-1)?.query.get('page')).toBe('1');
    await expect(listCalls().at(-1)?.query.get('search')).toBe('(507) 555-1012');
    await expect(cells(canvas, 1)[0]).toBe('(507) 555-1012');
  },
};

export const AddNumber: Story = {
  parameters: {
    api: {
      [LIST]: pagesOf(all),
      [ADD]: ok({ entry: { ...all[0]!, number: '+15075550123' }, leadsEnded: 1 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await userEvent.click(canvas.getByRole('button', { name: 'Add number' }));
    const form = await dialog(canvas, 'Add to Do Not Contact');
    await userEvent.type(form.getByLabelText('Number'), '(507) 555-0123');
    await userEvent.type(form.getByLabelText('Reason'), 'Asked us to stop');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expectToast('Number added to the do-not-contact list. 1 lead nobody held ended.');
    await expect(writes()[0]?.body).toEqual({ number: '(507) 555-0123', reason: 'Asked us to stop' });
    await expect(args.emit).toHaveBeenCalledWith('number-added', { number: '+15075550123', leadsEnded: 1 });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // The list is read again with the new number.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  },
};

export const AddNumberErrors: Story = {
  parameters: {
    api: {
      [LIST]: pagesOf(all),
      [ADD]: fail(409, 'This number is already on the do-not-contact list', {
        errors: [{ path: 'number', message: 'This number is already on the do-not-contact list' }],
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await userEvent.click(canvas.getByRole('button', { name: 'Add number' }));
    const form = await dialog(canvas, 'Add to Do Not Contact');
    // Checked here first, with the server's own words: nothing is sent.
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(form.getByLabelText('Number')).toHaveAccessibleDescription('Number is required');
    await expect(form.getByLabelText('Reason')).toHaveAccessibleDescription('Reason is required');
    await expect(writes()).toHaveLength(0);
    // The server's refusal shows under the field it is about.
    await userEvent.type(form.getByLabelText('Number'), '5075551000');
    await userEvent.type(form.getByLabelText('Reason'), 'Again');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(form.getByLabelText('Number')).toHaveAccessibleDescription(
        'This number is already on the do-not-contact list',
      ),
    );
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await expect(args.emit).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

const uploaded: DoNotContactUploadResult = {
  inserted: 2,
  leadsEnded: 1,
  skipped: [{ row: 3, number: 'not a number', reason: 'Number: Please enter a valid phone number' }],
};

export const AddFromFile: Story = {
  parameters: {
    api: { [LIST]: pagesOf(all), [FILE]: ok(uploaded, 'Inserted: 2, Skipped: 1') },
    uploadProgress: [0.5],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await userEvent.click(canvas.getByRole('button', { name: 'Add from file' }));
    const form = await dialog(canvas, 'Add numbers from a file');
    await expect(form.getByText('Click to select a file')).toBeVisible();
    await userEvent.upload(form.getByLabelText('Number file'), csv());
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await expectToast('Inserted: 2, Skipped: 1');
    await expect(form.getByRole('status')).toHaveTextContent(
      'Inserted: 2, Skipped: 1 (1 lead nobody held ended)',
    );
    const table = within(form.getByRole('table', { name: 'Skipped rows' }));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent(
      '3not a numberNumber: Please enter a valid phone number',
    );
    await expect(args.emit).toHaveBeenCalledWith('numbers-uploaded', {
      inserted: 2,
      skipped: 1,
      leadsEnded: 1,
    });
    await waitFor(() => expect(downloads).toHaveLength(1));
    await expect(downloads[0]?.name).toBe('skipped_data.xlsx');
    const sheets = await readWorkbook(downloads[0]!);
    await expect(sheets['Skipped Data']).toEqual([
      ['row', 'number', 'reason'],
      ['3', 'not a number', 'Number: Please enter a valid phone number'],
    ]);
    const sent = writes()[0]!;
    await expect(sent.path).toBe('/doNotContact/bulk');
    await expect(((sent.body as FormData).get('file') as File).name).toBe('numbers.csv');
    // Cleared, so the same file is not sent twice by mistake; Close ends the dialog.
    await expect(form.getByText('Click to select a file')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const AddFromFileUploading: Story = {
  parameters: { api: { [LIST]: pagesOf(all), [FILE]: { delay: 'never' } }, uploadProgress: [0.4] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await userEvent.click(canvas.getByRole('button', { name: 'Add from file' }));
    const form = await dialog(canvas, 'Add numbers from a file');
    await userEvent.upload(form.getByLabelText('Number file'), csv('registry.xlsx'));
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await expect(await form.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await waitFor(() =>
      expect(form.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const AddFromFileRefused: Story = {
  parameters: {
    api: {
      [LIST]: pagesOf(all),
      [FILE]: fail(
        400,
        'No recognisable header: the first row must name the columns number, reason. Missing: reason',
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await userEvent.click(canvas.getByRole('button', { name: 'Add from file' }));
    const form = await dialog(canvas, 'Add numbers from a file');
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Please select a file first.');
    // A file the accept list would hide, chosen anyway (the dialog's "All files"), then a good one.
    fireEvent.change(form.getByLabelText('Number file'), { target: { files: [csv('notes.txt')] } });
    await expect(form.getByRole('alert')).toHaveTextContent(ONLY_CSV_OR_XLSX);
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await expect(writes()).toHaveLength(0);
    fireEvent.change(form.getByLabelText('Number file'), { target: { files: [csv()] } });
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(form.getByRole('alert')).toHaveTextContent(
        'No recognisable header: the first row must name the columns number, reason. Missing: reason',
      ),
    );
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const RemoveAsksFirst: Story = {
  parameters: {
    user: users.superAdmin,
    api: { [LIST]: pagesOf(all), [REMOVE]: ok(null, 'Number removed from the do-not-contact list') },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove (507) 555-1001' }));
    const confirm = await dialog(canvas, 'Remove from Do Not Contact');
    await expect(confirm.getByText(/Remove \(507\) 555-1001 from the do-not-contact list\?/)).toBeVisible();
    // Cancel sends nothing.
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(writes()).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove (507) 555-1001' }));
    const again = await dialog(canvas, 'Remove from Do Not Contact');
    await userEvent.click(again.getByRole('button', { name: 'Remove' }));
    await expectToast('Number removed from the do-not-contact list');
    await expect(writes()[0]).toMatchObject({ method: 'DELETE', path: '/doNotContact/dnc-2' });
    await expect(args.emit).toHaveBeenCalledWith('number-removed', { number: '+15075551001' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const RemoveRefused: Story = {
  parameters: {
    user: users.superAdmin,
    api: { [LIST]: pagesOf(all), [REMOVE]: fail(404, 'This entry is not on the do-not-contact list') },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 25');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove (507) 555-1000' }));
    const confirm = await dialog(canvas, 'Remove from Do Not Contact');
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(confirm.getByRole('alert')).toHaveTextContent('This entry is not on the do-not-contact list'),
    );
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const NotAKeeper: Story = {
  parameters: { user: users.pickerLeader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list is not available to your account.');
    await expect(listCalls()).toHaveLength(0);
  },
};

export const Narrow: Story = atViewport('narrow', AsSuperAdmin);
export const Wide: Story = atViewport('wide', AsSuperAdmin);
