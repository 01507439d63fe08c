import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { FILE_TOO_LARGE, ONLY_CSV_OR_XLSX, type SkippedRow, uploadsApi } from '../../contract';
import '../../shared/file-upload/file-picker.css';
import { BulkUploadScreen } from './bulk-upload-screen';

const UPLOAD = on(uploadsApi.importLeads);
const UPLOAD_FOR_USE = on(uploadsApi.importToPool);

const meta = {
  title: 'Leads/Bulk Upload',
  component: BulkUploadScreen,
  args: { mode: 'rental', emit: fn() },
  parameters: {
    element: 'rl-bulk-upload',
    user: users.superAdmin,
    api: { [UPLOAD]: ok({ inserted: 12, skipped: [] }) },
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
const uploads = () => apiCalls.filter((call) => call.method === 'POST');

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
