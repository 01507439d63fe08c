import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { rental } from '../../../.storybook/lead-fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { FINISHED_BY_ANOTHER, leadsApi, NOT_YOUR_RENTAL } from '../../contract';
import { AddEmailScreen } from './add-email-screen';

const SEARCH = on(leadsApi.search);
const ADD = on(leadsApi.addClientEmail, { id: 'r-1' });

const meta = {
  title: 'Leads/Add Only Email',
  component: AddEmailScreen,
  args: { emit: fn() },
  parameters: { element: 'rl-add-email', user: users.picker, api: { [SEARCH]: ok(rental) } },
} satisfies Meta<typeof AddEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const searchFor = async (canvas: Canvas, number: string) => {
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by number' }), number);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
};
const emailForm = async (canvas: Canvas) => within(await canvas.findByRole('form', { name: 'Client email' }));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Add Only Email' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Client email' })).toBeNull();
    await searchFor(canvas, ' ');
    await expectToast('Please enter a valid search query.');
    await expect(apiCalls).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { api: { [SEARCH]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5075551234');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Searching...');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [SEARCH]: fail(404, 'No rental found with this number') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5550000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No rental found with this number');
    await expect(canvas.queryByRole('form', { name: 'Client email' })).toBeNull();
  },
};

export const Populated: Story = {
  parameters: {
    api: {
      [SEARCH]: ok(rental),
      [ADD]: ({ body }: MockRequest) => ok({ ...rental, ...(body as object) }, 'success'),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5075551234');
    const form = await emailForm(canvas);
    await userEvent.click(form.getByRole('button', { name: 'Add Email' }));
    await expect(form.getByText('Client Email is required')).toBeVisible();
    await userEvent.type(form.getByLabelText('Client Email'), 'maria@');
    await userEvent.click(form.getByRole('button', { name: 'Add Email' }));
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(apiCalls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Client Email'), 'mail.com');
    await userEvent.click(form.getByRole('button', { name: 'Add Email' }));
    await expectToast('success');
    await expect(apiCalls.find((c) => c.method === 'PATCH')?.body).toEqual({
      client_email: 'maria@mail.com',
    });
    await waitFor(() => expect(form.getByLabelText('Client Email')).toHaveValue(''));
    await expect(canvas.getByText('maria@mail.com')).toBeVisible();
    await expect(args.emit).toHaveBeenCalledWith('client-email-added', {
      rental: expect.objectContaining({ _id: 'r-1', client_email: 'maria@mail.com' }),
    });
  },
};

export const Saving: Story = {
  parameters: { api: { [SEARCH]: ok(rental), [ADD]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5075551234');
    const form = await emailForm(canvas);
    await userEvent.type(form.getByLabelText('Client Email'), 'maria@mail.com');
    await userEvent.click(form.getByRole('button', { name: 'Add Email' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Add Email' })).toBeDisabled());
  },
};

export const SaveFails: Story = {
  parameters: {
    api: {
      [SEARCH]: ok(rental),
      [ADD]: fail(400, 'Please enter a valid email address', {
        errors: [{ path: 'client_email', message: 'Please enter a valid email address' }],
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5075551234');
    const form = await emailForm(canvas);
    await userEvent.type(form.getByLabelText('Client Email'), 'maria@mail.com');
    await userEvent.click(form.getByRole('button', { name: 'Add Email' }));
    await expectToast('Please enter a valid email address');
    await expect(form.getByLabelText('Client Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText('Client Email')).toHaveValue('maria@mail.com');
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** A lead nobody claimed yet: the search shows it without personal details, and no picker may change it. */
const poolLead = {
  ...rental,
  _id: 'r-2',
  number: '5075550000',
  facebook_name: '',
  client_name: '',
  address: '',
  post_link: '',
  ss_link: null,
  creatorId: null,
  fetcherId: null,
  isFetched: false,
  creator: null,
  fetcher: null,
};

export const NotYours: Story = {
  name: 'Not yours',
  parameters: {
    api: {
      [SEARCH]: ({ query }: MockRequest) => ok(query.get('number') === poolLead.number ? poolLead : rental),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, poolLead.number);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NOT_YOUR_RENTAL);
    await expect(canvas.queryByRole('form', { name: 'Client email' })).toBeNull();
    // A lead the picker claimed, searched next, gets the form and the reason goes.
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by number' }));
    await searchFor(canvas, rental.number);
    await emailForm(canvas);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(apiCalls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  },
};

export const ClaimedByAnother: Story = {
  name: 'Fetched by another',
  parameters: { api: { [SEARCH]: fail(403, FINISHED_BY_ANOTHER) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5075551234');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FINISHED_BY_ANOTHER);
    await expectToast(FINISHED_BY_ANOTHER);
    await expect(canvas.queryByRole('form', { name: 'Client email' })).toBeNull();
  },
};

export const Narrow: Story = atViewport('narrow', Populated);
export const Wide: Story = atViewport('wide', Populated);
