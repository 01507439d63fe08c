import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast, toastTexts } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { type PersonOption, pathTo, peopleApi, uploadsApi } from '../../contract';
import { XLSX_TYPE } from '../../lib/excel';
import { BypassRentalsScreen } from './bypass-rentals-screen';

const ADMINS = on(peopleApi.adminChoices);
const DOWNLOAD = on(uploadsApi.takeFromPool);

const admins: PersonOption[] = [
  { _id: 'ad-1', name: 'Adam Admin', email: 'adam@rental-leads.test', contact: '+15075550101' },
  { _id: 'ad-2', name: 'Alma Ortiz', email: 'alma@rental-leads.test', contact: '+15075550102' },
];

const meta = {
  title: 'Leads/Bypass Rentals',
  component: BypassRentalsScreen,
  args: { emit: fn() },
  parameters: { element: 'rl-bypass-rentals', user: users.superAdmin, api: { [ADMINS]: ok(admins) } },
  beforeEach: captureDownloads,
} satisfies Meta<typeof BypassRentalsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const downloadCalls = () => apiCalls.filter((call) => call.path === pathTo(uploadsApi.takeFromPool));

const fill = async (canvas: Canvas, limit: string, admin = 'Alma Ortiz (alma@rental-leads.test)') => {
  await userEvent.type(canvas.getByLabelText('Limit'), limit);
  await userEvent.selectOptions(await canvas.findByLabelText('Admin email'), admin);
};

/** Download Excel, then the answer to the confirmation it opens. */
const download = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Download Excel' }));
  return within(canvas.getByRole('dialog', { name: 'Take leads from the pool' }));
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bypass Rentals' })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Admin email')).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Download Excel' }));
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual(['Limit is required', 'Admin email is required']);
    await userEvent.type(canvas.getByLabelText('Limit'), '10001');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Excel' }));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Limit must be at most 10000');
    await userEvent.clear(canvas.getByLabelText('Limit'));
    await userEvent.type(canvas.getByLabelText('Limit'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Excel' }));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Limit must be at least 1');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(downloadCalls()).toHaveLength(0);
  },
};

export const LoadingAdmins: Story = {
  parameters: { api: { [ADMINS]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Admin email');
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Loading admins…');
    await expect(canvas.getByLabelText('Limit')).toBeEnabled();
  },
};

export const AdminsError: Story = {
  parameters: { api: { [ADMINS]: fail(500, 'Admins are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Admins are unavailable');
    const before = apiCalls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiCalls).toHaveLength(before + 1));
  },
};

export const Downloading: Story = {
  parameters: { api: { [ADMINS]: ok(admins), [DOWNLOAD]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, '25');
    const dialog = await download(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Take and download' }));
    const button = dialog.getByRole('button', { name: 'Take and download' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Error404: Story = {
  parameters: { api: { [ADMINS]: ok(admins), [DOWNLOAD]: fail(404, 'No rental is available right now') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, '25');
    await userEvent.click((await download(canvas)).getByRole('button', { name: 'Take and download' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No rental is available right now');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expectToast('No rental is available right now');
    await expect(toastTexts()).not.toContain('Failed to download file');
    await expect(downloads).toHaveLength(0);
    await expect(args.emit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
  },
};

export const Success: Story = {
  parameters: {
    api: { [ADMINS]: ok(admins), [DOWNLOAD]: { body: new Blob(['the leads'], { type: XLSX_TYPE }) } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(await canvas.findByLabelText('Admin email'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select an admin',
      'Adam Admin (adam@rental-leads.test)',
      'Alma Ortiz (alma@rental-leads.test)',
    ]);
    await fill(canvas, '50');
    const dialog = await download(canvas);
    await expect(
      dialog.getByText(
        'Take 50 leads from the pool as picked by Alma Ortiz (alma@rental-leads.test) and download them? They leave the pool for good.',
      ),
    ).toBeVisible();
    await expect(downloadCalls()).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Take and download' }));
    await expectToast('Download started');
    await expect(Object.fromEntries(downloadCalls()[0]?.query ?? [])).toEqual({
      limit: '50',
      admin_email: 'alma@rental-leads.test',
    });
    await expect(downloads).toHaveLength(1);
    await expect(downloads[0]?.name).toMatch(/^rentals_\d+\.xlsx$/);
    await expect(await downloads[0]?.blob.text()).toBe('the leads');
    await expect(args.emit).toHaveBeenCalledWith('bypass-downloaded', { count: 50 });
  },
};

/** Cancel (or Escape) takes nothing: no call, no file, the form kept for another try. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, '1234');
    const dialog = await download(canvas);
    await expect(
      dialog.getByText(/^Take 1,234 leads from the pool as picked by Alma Ortiz \(alma@rental-leads.test\)/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download Excel' })).toHaveFocus();
    await download(canvas);
    // A browser answers Escape on a modal dialog with `cancel`; happy-dom does not, so it is sent here.
    canvas.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('Limit')).toHaveValue(1234);
    await expect(downloadCalls()).toHaveLength(0);
    await expect(downloads).toHaveLength(0);
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = atViewport('narrow', Success);
export const Wide: Story = atViewport('wide', Success);
