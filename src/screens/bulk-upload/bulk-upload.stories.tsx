import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  ALREADY_REVERTED,
  FILE_TOO_LARGE,
  MAPPING_FIELD,
  ONLY_CSV_OR_XLSX,
  type SkippedRow,
  uploadsApi,
} from '../../contract';
import '../../screen-parts/file-upload/file-picker.css';
import { creatorPreview, imports, importsPage, preview, unguessable } from './bulk-upload.fixtures';
import { BulkUploadScreen } from './bulk-upload-screen';

const UPLOAD = on(uploadsApi.importLeads);
const UPLOAD_FOR_USE = on(uploadsApi.importToPool);
const PREVIEW = on(uploadsApi.previewImport);
const IMPORTS = on(uploadsApi.listImports);
const REVERT = on(uploadsApi.revertImport);

const meta = {
  title: 'Leads/Bulk Upload',
  component: BulkUploadScreen,
  args: { mode: 'rental', emit: fn() },
  parameters: {
    element: 'rl-bulk-upload',
    user: users.superAdmin,
    api: {
      [UPLOAD]: ok({ inserted: 12, skipped: [] }),
      [PREVIEW]: ok(preview),
      [IMPORTS]: ok(importsPage(imports)),
    },
  },
  beforeEach: captureDownloads,
} satisfies Meta<typeof BulkUploadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const csv = (name = 'leads.csv', size = 64) => new File([new Uint8Array(size)], name, { type: 'text/csv' });
/** A file the accept list would hide, chosen anyway (the dialog's "All files"). */
const chooseAnyFile = (input: HTMLElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });
const picker = (canvas: Canvas) => canvas.getByLabelText('Lead file');
/** The imports sent: previews and reverts are no import. */
const uploads = () =>
  apiCalls.filter(
    (call) =>
      call.method === 'POST' &&
      (call.path === uploadsApi.importLeads.path || call.path === uploadsApi.importToPool.path),
  );
const previews = () => apiCalls.filter((call) => call.path === uploadsApi.previewImport.path);
const sentMapping = (call: { body: unknown }) => {
  const mapping = (call.body as FormData).get(MAPPING_FIELD);
  return mapping === null ? null : JSON.parse(String(mapping));
};

export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bulk Rental Upload' })).toBeVisible();
    await expect(canvas.getByText('Click to select a file')).toBeVisible();
    await expect(picker(canvas)).toHaveAttribute('accept', '.csv,.xlsx');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a file first.');
    await expect(uploads()).toHaveLength(0);
  },
};

export const KeyboardPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The native input stays in the tab order behind its styled box, so Enter or Space opens the dialog.
    await userEvent.tab();
    await expect(picker(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toHaveFocus();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseAnyFile(picker(canvas), csv('notes.txt'));
    await expect(canvas.getByText('notes.txt')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(ONLY_CSV_OR_XLSX);
    await expect(picker(canvas)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(uploads()).toHaveLength(0);
    chooseAnyFile(picker(canvas), csv('LEADS.XLSX'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv('big.csv', 10 * 1024 * 1024 + 1));
    await expect(canvas.getByRole('alert')).toHaveTextContent(FILE_TOO_LARGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(uploads()).toHaveLength(0);
  },
};

export const Uploading: Story = {
  parameters: { api: { [UPLOAD]: { delay: 'never' } }, uploadProgress: [0.15, 0.4] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    const button = await canvas.findByRole('button', { name: 'Uploading...' });
    await expect(button).toBeDisabled();
    const progress = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    await expect(picker(canvas)).toBeDisabled();
    const sent = uploads()[0]!;
    await expect(sent.path).toBe('/rental/bulk-upload-rental');
    await expect(((sent.body as FormData).get('file') as File).name).toBe('leads.csv');
  },
};

export const ResultAllInserted: Story = {
  args: { mode: 'for-use' },
  parameters: { api: { [UPLOAD_FOR_USE]: ok({ inserted: 12, skipped: [] }) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bulk Upload For Use' })).toBeVisible();
    await userEvent.upload(picker(canvas), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expectToast('Inserted: 12, Skipped: 0');
    await expect(canvas.getByRole('status')).toHaveTextContent('Inserted: 12, Skipped: 0');
    await expect(uploads()[0]?.path).toBe('/rental/bulk-upload-rental-for-use');
    await expect(args.emit).toHaveBeenCalledWith('upload-finished', { inserted: 12, skipped: 0 });
    // Cleared, so the same file is not sent twice by mistake.
    await expect(canvas.getByText('Click to select a file')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled();
    await expect(downloads).toHaveLength(0);
  },
};

const skipped: SkippedRow[] = [
  {
    row: 3,
    facebook_name: 'Maria Gomez',
    client_name: 'Maria',
    number: '5075551234',
    rent: '$1,200',
    reason: 'This number already exists',
  },
  {
    row: 7,
    facebook_name: 'Luis Paz',
    client_name: '',
    number: '5075559876',
    reason: 'Client Name is required',
  },
];

export const ResultWithSkipped: Story = {
  parameters: { api: { [UPLOAD]: ok({ inserted: 3, skipped }) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv('march.xlsx'));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expectToast('Inserted: 3, Skipped: 2');
    await expect(args.emit).toHaveBeenCalledWith('upload-finished', { inserted: 3, skipped: 2 });
    await waitFor(() => expect(downloads).toHaveLength(1));
    await expect(downloads[0]?.name).toBe('skipped_data.xlsx');
    const sheets = await readWorkbook(downloads[0]!);
    await expect(Object.keys(sheets)).toEqual(['Skipped Data']);
    await expect(sheets['Skipped Data']).toEqual([
      ['row', 'facebook_name', 'client_name', 'number', 'rent', 'reason'],
      ['3', 'Maria Gomez', 'Maria', '5075551234', '$1,200', 'This number already exists'],
      ['7', 'Luis Paz', '', '5075559876', '', 'Client Name is required'],
    ]);
    const table = within(canvas.getByRole('table', { name: 'Skipped rows' }));
    await expect(table.getAllByRole('row')[2]).toHaveTextContent('7Client Name is required');
    await userEvent.click(canvas.getByRole('button', { name: 'Download skipped rows again' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [UPLOAD]: fail(400, 'The file has no readable rows') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expectToast('The file has no readable rows');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file has no readable rows');
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled();
    await expect(canvas.getByText('leads.csv')).toBeVisible();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const NetworkError: Story = {
  parameters: { api: { [UPLOAD]: { networkError: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expectToast('Could not reach the server. Check your connection.');
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

export const UnknownMode: Story = {
  args: { mode: 'bogus' as 'rental' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown upload mode "bogus".');
  },
};

export const Narrow: Story = atViewport('narrow', ResultWithSkipped);
export const Wide: Story = atViewport('wide', ResultWithSkipped);

/** The chosen file as it would import: its columns mapped, its first rows, the counts by reason. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv('march.csv'));
    const region = within(await canvas.findByRole('region', { name: 'Preview' }));
    await expect(region.getByRole('status')).toHaveTextContent('Would insert: 40, Would skip: 3');
    await expect(region.getByLabelText('Lead field for column Phone Number')).toHaveValue('number');
    await expect(region.getByLabelText('Lead field for column Notes')).toHaveValue('');
    await expect(
      within(region.getByLabelText('Lead field for column URL')).getByRole('option', {
        name: 'Post Link (required)',
      }),
    ).toBeInTheDocument();
    const table = within(region.getByRole('table', { name: 'Columns and first rows' }));
    await expect(table.getAllByRole('row')).toHaveLength(11);
    const reasons = within(region.getByRole('list', { name: 'Rows that would be skipped' }));
    await expect(reasons.getAllByRole('listitem')[0]).toHaveTextContent(
      'Duplicate of a row earlier in this file: 2 rows (row 7, 19)',
    );
    await expect(previews()).toHaveLength(1);
    await expect(sentMapping(previews()[0]!)).toBeNull();
    await expect(uploads()).toHaveLength(0);
  },
};

/** A column headed Idioma is the client's language, read for each row outside the mapping (docs/rules/uploads.md#d5.7). */
export const PreviewWithLanguage: Story = {
  parameters: {
    api: {
      [PREVIEW]: ok({
        ...preview,
        headers: [...preview.headers, 'Idioma'],
        rows: preview.rows.map(({ row, cells }) => ({ row, cells: [...cells, 'es'] })),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv('march.csv'));
    const region = within(await canvas.findByRole('region', { name: 'Preview' }));
    const header = within(region.getByRole('columnheader', { name: /^Idioma/ }));
    await expect(header.getByText("Client's language")).toBeVisible();
    await expect(header.queryByRole('combobox')).toBeNull();
    await expect(region.getByLabelText('Lead field for column Notes')).toHaveValue('');
  },
};

export const PreviewLoading: Story = {
  parameters: { api: { [PREVIEW]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv());
    await expect(await canvas.findByText('Reading the file…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

export const PreviewError: Story = {
  parameters: { api: { [PREVIEW]: fail(400, 'The file has no rows under its header') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file has no rows under its header');
  },
};

/**
 * Headers no one could guess: Upload waits until every required field has a column, chosen by
 * keyboard; each change is previewed again, and the import sends the mapping on screen.
 */
export const MapByHand: Story = {
  parameters: {
    api: {
      [PREVIEW]: ({ body }: MockRequest) =>
        sentMapping({ body }) ? ok({ ...preview, headers: unguessable.headers }) : ok(unguessable),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvas), csv('odd.csv'));
    const region = within(await canvas.findByRole('region', { name: 'Preview' }));
    await expect(region.getByRole('alert')).toHaveTextContent(
      'Choose a column for Facebook Name, Client Name, Number, Rent, House/Apt Details, Address, Post Link to import this file.',
    );
    const upload = canvas.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    const fields = [
      'facebook_name',
      'client_name',
      'number',
      'rent',
      'houseApt_details',
      'address',
      'post_link',
    ];
    for (const [column, field] of fields.entries()) {
      const select = region.getByLabelText(`Lead field for column ${unguessable.headers[column]}`);
      select.focus();
      await userEvent.selectOptions(select, field);
    }
    await expect(region.queryByRole('alert')).toBeNull();
    await expect(upload).toBeEnabled();
    // Moving a field to another column takes it from the first.
    await userEvent.selectOptions(region.getByLabelText('Lead field for column H'), 'number');
    await expect(region.getByLabelText('Lead field for column C')).toHaveValue('');
    await expect(upload).toBeEnabled();
    await userEvent.selectOptions(region.getByLabelText('Lead field for column H'), '');
    await expect(upload).toBeDisabled();
    await userEvent.selectOptions(region.getByLabelText('Lead field for column C'), 'number');
    await expect(upload).toBeEnabled();
    // Each mapping was previewed once: the one with Number under H too, none again for one seen before.
    const sent = previews().map(sentMapping);
    await expect(sent.filter((mapping) => mapping?.number === 7)).toHaveLength(1);
    await expect(new Set(sent.map((mapping) => JSON.stringify(mapping))).size).toBe(sent.length);
    await userEvent.click(upload);
    await expectToast('Inserted: 12, Skipped: 0');
    await expect(sentMapping(uploads()[0]!)).toEqual({
      facebook_name: 0,
      client_name: 1,
      number: 2,
      rent: 3,
      houseApt_details: 4,
      address: 5,
      post_link: 6,
    });
    await expect(args.emit).toHaveBeenCalledWith('upload-finished', { inserted: 12, skipped: 0 });
  },
};

export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Import history' }));
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Carla Creator');
    await expect(rows[1]).toHaveTextContent('march.xlsx');
    await expect(rows[2]).toHaveTextContent('Reverted (Removed: 9, Stayed: 3)');
    // Nothing to take back from an import that inserted nothing.
    await expect(within(rows[3]!).queryByRole('button')).toBeNull();
  },
};

export const HistoryLoading: Story = {
  parameters: { api: { [IMPORTS]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the import history…')).toBeInTheDocument();
  },
};

export const HistoryEmpty: Story = {
  parameters: { api: { [IMPORTS]: ok(importsPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = within(await canvas.findByRole('region', { name: 'Import history' }));
    await expect(await history.findByText('No data found.')).toBeVisible();
  },
};

export const HistoryError: Story = {
  parameters: { api: { [IMPORTS]: fail(500, 'The history is unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The history is unavailable');
  },
};

export const RevertAsksFirst: Story = {
  parameters: { api: { [REVERT]: ok({ removed: 37, kept: 3 }, 'Removed: 37, Stayed: 3') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const revert = await canvas.findByRole('button', { name: /^Revert march\.xlsx/ });
    await userEvent.click(revert);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Revert import' }));
    await expect(dialog.getByText(/Revert the import of march\.xlsx\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(apiCalls.filter((call) => call.path.endsWith('/revert'))).toHaveLength(0);
    await userEvent.click(revert);
    const again = within(await canvas.findByRole('dialog', { name: 'Revert import' }));
    await userEvent.click(again.getByRole('button', { name: 'Revert' }));
    await expectToast('Removed: 37, Stayed: 3');
    await expect(apiCalls.find((call) => call.path.endsWith('/revert'))?.path).toBe(
      '/rental/imports/imp-3/revert',
    );
    await expect(args.emit).toHaveBeenCalledWith('import-reverted', { id: 'imp-3', removed: 37, kept: 3 });
  },
};

export const RevertRefused: Story = {
  parameters: { api: { [REVERT]: fail(409, ALREADY_REVERTED) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Revert march\.xlsx/ }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Revert import' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revert' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(ALREADY_REVERTED);
  },
};

/** A creator is not told which numbers are on the do-not-contact list. */
export const CreatorPreview: Story = {
  parameters: { user: users.creator, api: { [PREVIEW]: ok(creatorPreview) } },
  play: async (context) => {
    await Preview.play!(context);
    const region = within(await within(context.canvasElement).findByRole('region', { name: 'Preview' }));
    const reasons = within(region.getByRole('list', { name: 'Rows that would be skipped' }));
    await expect(reasons.getAllByRole('listitem')[1]).toHaveTextContent(
      'This number is already saved or may not be contacted: 1 row (row 12)',
    );
  },
};
