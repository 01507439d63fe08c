import '../../ui/styles/thumb.css';
import '../../screen-parts/file-upload/file-picker.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dealLead, deals } from '../../../.storybook/deal-fixtures';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  DEAL_EXISTS,
  DEAL_ON_INVALID_NUMBER,
  dealsApi,
  NO_RENTAL_WITH_NUMBER,
  NOT_AN_IMAGE,
} from '../../contract';
import { CloseDealScreen } from './close-deal-screen';

const SEARCH = on(dealsApi.findLead, { number: '5075551234' });
const CREATE = on(dealsApi.close);
const created = { ...deals[0], payment_method: 'Paid by money order', client_email: 'maria@example.com' };

const meta = {
  title: 'Deals/Close Deal',
  component: CloseDealScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-close-deal',
    user: users.picker,
    api: { [SEARCH]: ok(dealLead), [CREATE]: ok(created, 'success') },
  },
} satisfies Meta<typeof CloseDealScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const image = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });
const proof = () => image('proof.png', 'image/png');

/** Searches the lead's number (with spaces, which the search trims). */
const search = async (canvas: Canvas, number = ' 5075551234 ') => {
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by number' }), number);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
};

const findForm = async (canvas: Canvas) => {
  await search(canvas);
  return within(await canvas.findByRole('form', { name: 'Close Deal' }));
};

/** Fills a valid form: Other with its text, and a PNG. */
const fillForm = async (form: Canvas) => {
  await userEvent.selectOptions(form.getByLabelText('Payment method'), 'Other');
  await userEvent.type(form.getByLabelText('Other payment method'), 'Paid by money order');
  await userEvent.upload(form.getByLabelText('Closing Image'), proof());
};

const posts = () => apiCalls.filter((call) => call.method === 'POST');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deal Closing' })).toBeVisible();
    await expect(
      canvas.getByText('Search the phone number of a lead you picked to close its deal.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Close Deal' })).toBeNull();
    await search(canvas, '   ');
    await expectToast('Please enter a valid search query.');
    await expect(apiCalls).toHaveLength(0);
  },
};

export const Searching: Story = {
  parameters: { api: { [SEARCH]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Searching...');
    await expectToast('Searching...');
    await expect(apiCalls.at(-1)?.path).toBe('/dataPicker/getRentalForDealClosing/5075551234');
  },
};

export const NotFound: Story = {
  parameters: { api: { [SEARCH]: fail(404, NO_RENTAL_WITH_NUMBER) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No rental found with this number');
    await expectToast('No rental found with this number');
    await expect(canvas.queryByRole('form', { name: 'Close Deal' })).toBeNull();
  },
};

export const AlreadyClosed: Story = {
  parameters: { api: { [SEARCH]: ok({ ...dealLead, closedRental: deals[1] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    const notice = await canvas.findByRole('region', { name: 'Deal' });
    await expect(within(notice).getByRole('heading', { name: 'Deal already closed' })).toBeVisible();
    await expect(notice).toHaveTextContent('StatusDone');
    await expect(notice).toHaveTextContent('Payment MethodChoice Credit');
    await expect(canvas.queryByRole('form', { name: 'Close Deal' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Lead' })).toHaveTextContent('5075551234');
  },
};

/** A lead whose number is invalid takes no deal: the lead shows why in place of the form. */
export const InvalidNumber: Story = {
  parameters: { api: { [SEARCH]: ok({ ...dealLead, number_status: 'invalid' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    const notice = await canvas.findByRole('region', { name: 'Deal' });
    await expect(within(notice).getByRole('heading', { name: 'Invalid number' })).toBeVisible();
    await expect(within(notice).getByRole('status')).toHaveTextContent(DEAL_ON_INVALID_NUMBER);
    await expect(canvas.queryByRole('form', { name: 'Close Deal' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Lead' })).toHaveTextContent('5075551234');
  },
};

/** The methods read by their labels; the form still sends the spec's values. */
export const PaymentLabels: Story = {
  play: async ({ canvasElement }) => {
    const form = await findForm(within(canvasElement));
    const payment = form.getByLabelText('Payment method') as HTMLSelectElement;
    await expect([...payment.options].map((option) => option.textContent)).toEqual([
      'Select a payment method',
      'TransUnion',
      'IdentityForce',
      'Debit',
      'Spike',
      'Choice Credit',
      'Trail',
      'Other',
    ]);
    await userEvent.selectOptions(payment, 'TransUnion');
    await expect(payment).toHaveValue('trans-union');
  },
};

export const ValidationErrors: Story = {
  parameters: { api: { [SEARCH]: ok({ ...dealLead, client_email: null }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findForm(canvas);
    await expect(form.getByLabelText('Client Email')).toHaveValue('');
    await userEvent.click(form.getByRole('button', { name: 'Close Deal' }));
    await expect(form.getByLabelText('Client Email')).toHaveAccessibleDescription('Client Email is required');
    await expect(form.getByLabelText('Payment method')).toHaveAccessibleDescription(
      'Payment method is required',
    );
    await expect(form.getByText('Image is required')).toBeVisible();
    // Our own button and words, not the browser's "Choose File / No file chosen" (docs/rules/language.md#d14.1).
    await expect(form.getByText('Choose image')).toBeVisible();
    await expect(form.getByLabelText('Closing Image')).toHaveAccessibleDescription(
      /^No image chosen PNG, JPEG or WebP/,
    );
    await expect(form.getByLabelText('Closing Image')).toHaveClass('rl-visually-hidden');

    await userEvent.selectOptions(form.getByLabelText('Payment method'), 'Other');
    await userEvent.click(form.getByRole('button', { name: 'Close Deal' }));
    await expect(form.getByLabelText('Other payment method')).toHaveAccessibleDescription(
      'Please describe the payment method',
    );

    // The picker's "All files" choice gets past `accept`: the widget checks the type itself.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(form.getByLabelText('Closing Image'), image('notes.pdf', 'application/pdf'));
    await expect(form.getByText('The closing image must be a PNG, JPEG or WebP picture')).toBeVisible();
    await userEvent.upload(
      form.getByLabelText('Closing Image'),
      image('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
    );
    await expect(form.getByText('The closing image must be 5 MB or smaller')).toBeVisible();
    await expect(form.queryByRole('img')).toBeNull();

    await userEvent.upload(form.getByLabelText('Closing Image'), proof());
    await expect(form.queryByText('The closing image must be 5 MB or smaller')).toBeNull();
    await expect(form.getByText(proof().name)).toBeVisible();
    await expect(form.queryByText('No image chosen')).toBeNull();
    await expect(form.getByRole('img', { name: 'The closing proof you chose' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await expect(posts()).toHaveLength(0);
  },
};

export const Uploading: Story = {
  parameters: { uploadProgress: [0.1, 0.4], api: { [SEARCH]: ok(dealLead), [CREATE]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findForm(canvas);
    await fillForm(form);
    await userEvent.click(form.getByRole('button', { name: 'Close Deal' }));
    await waitFor(() =>
      expect(form.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    await expect(form.getByRole('button', { name: 'Close Deal' })).toBeDisabled();
    await expect(form.getByLabelText('Client Email')).toBeDisabled();
    await expectToast('Creating...');
  },
};

export const Conflict: Story = {
  name: 'Error 409',
  parameters: {
    api: { [SEARCH]: ok(dealLead), [CREATE]: fail(409, DEAL_EXISTS) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await findForm(canvas);
    await fillForm(form);
    await userEvent.click(form.getByRole('button', { name: 'Close Deal' }));
    await expectToast('A deal is already closed for this rental');
    const notice = await canvas.findByRole('region', { name: 'Deal' });
    await expect(within(notice).getByRole('heading', { name: 'Deal already closed' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Close Deal' })).toBeNull();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** The number was marked invalid after the search: the server's 409 says so, and so does the lead. */
export const InvalidNumberOnClose: Story = {
  name: 'Error 409, invalid number',
  parameters: { api: { [SEARCH]: ok(dealLead), [CREATE]: fail(409, DEAL_ON_INVALID_NUMBER) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await findForm(canvas);
    await fillForm(form);
    await userEvent.click(form.getByRole('button', { name: 'Close Deal' }));
    await expectToast(DEAL_ON_INVALID_NUMBER);
    const notice = await canvas.findByRole('region', { name: 'Deal' });
    await expect(within(notice).getByRole('heading', { name: 'Invalid number' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Deal already closed' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Close Deal' })).toBeNull();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const ServerRefusesImage: Story = {
  parameters: {
    api: {
      [SEARCH]: ok(dealLead),
      [CREATE]: fail(400, NOT_AN_IMAGE, { errors: [{ path: 'closing_image', message: NOT_AN_IMAGE }] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findForm(canvas);
    await fillForm(form);
    await userEvent.click(form.getByRole('button', { name: 'Close Deal' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The closing image must be a PNG, JPEG or WebP picture',
    );
    await expect(form.getByRole('button', { name: 'Close Deal' })).toBeEnabled();
    await expect(form.queryByRole('progressbar')).toBeNull();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await findForm(canvas);
    await expect(form.getByLabelText('Client Email')).toHaveValue('maria@example.com');
    await fillForm(form);
    await userEvent.click(form.getByRole('button', { name: 'Close Deal' }));
    await expectToast('success');
    await waitFor(() => expect(args.emit).toHaveBeenCalledWith('deal-closed', { deal: created }));

    const sent = posts()[0]?.body as FormData;
    await expect(JSON.parse(String(sent.get('data')))).toEqual({
      number: '5075551234',
      rent: '$1,200',
      client_email: 'maria@example.com',
      houseApt_details: '2 bed, 1 bath apartment',
      address: '12 Calle 50, Panama City',
      fetcherId: 'u-pk',
      creatorId: 'u-cr',
      payment_method: 'Other',
      payment_other: 'Paid by money order',
    });
    await expect(sent.get('payment_method')).toBe('Paid by money order');
    await expect((sent.get('closing_image') as File).name).toBe('proof.png');
    await expect([...sent.keys()].at(-1)).toBe('closing_image');

    const notice = await canvas.findByRole('region', { name: 'Deal' });
    await expect(within(notice).getByRole('heading', { name: 'Deal closed' })).toBeVisible();
    await expect(notice).toHaveTextContent('StatusIn Process');
    await expect(canvas.queryByRole('form', { name: 'Close Deal' })).toBeNull();
  },
};

export const Narrow: Story = atViewport('narrow', ValidationErrors);
export const Wide: Story = atViewport('wide', ValidationErrors);
