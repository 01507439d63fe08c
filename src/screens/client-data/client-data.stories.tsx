import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { clientDataApi, dealsApi } from '../../contract';
import { clientData, nothingHeld } from './client-data.fixtures';
import { ClientDataScreen } from './client-data-screen';

const FIND = on(clientDataApi.find);
const EXPORT = on(clientDataApi.export);
const ERASE = on(clientDataApi.erase);
const IMAGE = on(dealsApi.closingImage);
const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const ERASED = { leads: 1, deals: 1, images: 1, messages: 1, addedToDoNotContact: 1 };

const meta = {
  title: 'Leads/Client Data',
  component: ClientDataScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-client-data',
    user: users.superAdmin,
    api: {
      [FIND]: ok(clientData, 'Client data retrieved successfully'),
      [IMAGE]: { body: PNG },
      [ERASE]: ok(ERASED, "The client's data was erased"),
    },
  },
  beforeEach: captureDownloads,
} satisfies Meta<typeof ClientDataScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const search = async (canvas: Canvas, text: string) => {
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Phone number or email' }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
};
const findCalls = () => apiCalls.filter((call) => call.path === clientDataApi.find.path);

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Client Data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(findCalls()).toEqual([]);
  },
};

export const Loading: Story = {
  parameters: { api: { [FIND]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, '507-555-0101');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading client data…');
    await expect(findCalls().at(-1)?.query.get('number')).toBe('507-555-0101');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [FIND]: fail(400, 'Please enter a valid phone number') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, '12');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    const before = findCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(findCalls()).toHaveLength(before + 1));
  },
};

export const Empty: Story = {
  parameters: { api: { [FIND]: ok(nothingHeld, 'No data is held about this client') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, 'Nobody@Example.com');
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(findCalls().at(-1)?.query.get('email')).toBe('Nobody@Example.com');
    await expect(canvas.queryByRole('button', { name: 'Erase…' })).toBeNull();
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, 'luis@example.com');
    await expect(await canvas.findByRole('heading', { name: 'Leads (1)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Deals (1)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Messages (1)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Audit entries (1)' })).toBeVisible();
    await expect(canvas.getByText(/Client asked for a discount/)).toBeVisible();
    await expect(canvas.getByText(/Deal closed by Priya Shah/)).toBeVisible();
    const image = await canvas.findByRole('img', { name: 'Closing proof of the deal with Luis' });
    await expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  },
};

export const Exports: Story = {
  parameters: {
    api: {
      [EXPORT]: ({ query }: MockRequest) => ({
        body: new Blob([query.get('format') === 'json' ? '{"leads":[]}' : 'xlsx'], {
          type: 'application/octet-stream',
        }),
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await search(canvas, '+1 507 555 0000');
    await userEvent.click(await canvas.findByRole('button', { name: 'Export .json' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual([expect.stringMatching(/^client_data_\d+\.json$/)]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export .xlsx' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    await expect(downloads[1]!.name).toMatch(/^client_data_\d+\.xlsx$/);
    const exported = apiCalls.filter((call) => call.path === clientDataApi.export.path);
    await expect(exported.map((call) => [call.query.get('number'), call.query.get('format')])).toEqual([
      ['+1 507 555 0000', 'json'],
      ['+1 507 555 0000', 'xlsx'],
    ]);
    await expect(args.emit).toHaveBeenCalledWith('client-exported', { format: 'xlsx' });
  },
};

const openErase = async (canvas: Canvas) => {
  await search(canvas, 'luis@example.com');
  await userEvent.click(await canvas.findByRole('button', { name: 'Erase…' }));
  return within(await canvas.findByRole('dialog', { name: 'Erase client data' }));
};

export const Erase: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openErase(canvas);
    await expect(dialog.getByText(/This erases 1 lead, 1 deal with 1 image, 1 message/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Reason'), 'Asked under Law 81');
    await userEvent.click(dialog.getByLabelText('Add the number to the do-not-contact list'));
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));
    await expectToast("The client's data was erased");
    const [sent] = apiCalls.filter((call) => call.method === 'POST');
    await expect(sent?.body).toEqual({
      email: 'luis@example.com',
      reason: 'Asked under Law 81',
      addToDoNotContact: true,
    });
    await expect(args.emit).toHaveBeenCalledWith('client-erased', ERASED);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const Erasing: Story = {
  parameters: { api: { [ERASE]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openErase(canvas);
    await userEvent.type(dialog.getByLabelText('Reason'), 'Asked');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));
    await expect(dialog.getByRole('button', { name: 'Erase' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByLabelText('Reason')).toBeDisabled();
  },
};

export const EraseFailed: Story = {
  parameters: { api: { [ERASE]: fail(404, 'No data is held about this client') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openErase(canvas);
    await userEvent.type(dialog.getByLabelText('Reason'), 'Asked');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('No data is held about this client');
    await expect(args.emit).not.toHaveBeenCalledWith('client-erased', expect.anything());
  },
};

export const NotForAdmins: Story = {
  parameters: { user: users.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Client Data' })).toBeNull();
    await expect(findCalls()).toEqual([]);
  },
};

export const Phone: Story = atViewport('narrow', { play: Results.play });
