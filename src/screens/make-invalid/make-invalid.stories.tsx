import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { rental } from '../../../.storybook/lead-fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { leadsApi } from '../../contract';
import { MakeInvalidScreen } from './make-invalid-screen';

const SEARCH = on(leadsApi.search);
const INVALIDATE = on(leadsApi.makeInvalid, { id: 'r-1' });

const meta = {
  title: 'Leads/Make Invalid',
  component: MakeInvalidScreen,
  args: { emit: fn() },
  parameters: { element: 'rl-make-invalid', user: users.picker, api: { [SEARCH]: ok(rental) } },
} satisfies Meta<typeof MakeInvalidScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const searchFor = async (canvas: Canvas, number: string) => {
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by number' }), number);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
};
const found = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: 'Found lead' }));

/** Searches the number, opens the confirmation and presses Make Invalid; answers the dialog. */
const confirmInvalid = async (canvas: Canvas) => {
  await searchFor(canvas, '5075551234');
  await userEvent.click((await found(canvas)).getByRole('button', { name: 'Invalid' }));
  const dialog = within(canvas.getByRole('dialog', { name: 'Mark Number Invalid' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Make Invalid' }));
  return dialog;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Make Invalid' })).toBeVisible();
    await expect(canvas.getByText('Search a phone number to find its lead.')).toBeVisible();
    await searchFor(canvas, '   ');
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
    await expectToast('Searching...');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [SEARCH]: fail(404, 'No rental found with this number') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5550000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No rental found with this number');
    await expectToast('No rental found with this number');
    await expect(canvas.queryByRole('button', { name: 'Invalid' })).toBeNull();
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '  507 555 1234 ');
    const lead = await found(canvas);
    await expect(apiCalls[0]?.query.get('number')).toBe('507 555 1234');
    await expect(lead.getByText('2 bed, 1 bath apartment')).toBeVisible();
    await expect(lead.getByRole('button', { name: 'Invalid' })).toBeEnabled();
  },
};

export const ConfirmInvalid: Story = {
  parameters: {
    api: { [SEARCH]: ok(rental), [INVALIDATE]: ok({ ...rental, number_status: 'invalid' }, 'success') },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5075551234');
    const lead = await found(canvas);
    await userEvent.click(lead.getByRole('button', { name: 'Invalid' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Mark Number Invalid' }));
    await expect(dialog.getByText('Confirm!')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(apiCalls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await userEvent.click(lead.getByRole('button', { name: 'Invalid' }));
    await userEvent.click(
      within(canvas.getByRole('dialog', { name: 'Mark Number Invalid' })).getByRole('button', {
        name: 'Make Invalid',
      }),
    );
    await expectToast('success');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(lead.getByRole('status')).toHaveTextContent('This number is already marked invalid.');
    await expect(lead.queryByRole('button', { name: 'Invalid' })).toBeNull();
    await expect(args.emit).toHaveBeenCalledWith('lead-invalidated', {
      rental: expect.objectContaining({ _id: 'r-1', number_status: 'invalid' }),
    });
  },
};

export const InvalidFails: Story = {
  parameters: { api: { [SEARCH]: ok(rental), [INVALIDATE]: fail(409, 'This lead is held by a picker') } },
  play: async ({ canvasElement, args }) => {
    const dialog = await confirmInvalid(within(canvasElement));
    await expectToast('This lead is held by a picker');
    await expect(dialog.getByRole('button', { name: 'Make Invalid' })).toBeEnabled();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const AlreadyInvalid: Story = {
  parameters: { api: { [SEARCH]: ok({ ...rental, number_status: 'invalid' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5075551234');
    const lead = await found(canvas);
    await expect(lead.getByRole('status')).toHaveTextContent('This number is already marked invalid.');
    await expect(lead.queryByRole('button', { name: 'Invalid' })).toBeNull();
  },
};

export const Invalidating: Story = {
  parameters: { api: { [SEARCH]: ok(rental), [INVALIDATE]: { delay: 'never' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await confirmInvalid(within(canvasElement));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Make Invalid' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** A lead nobody claimed yet: found without personal details, and still one a picker may mark invalid. */
export const NotFetchedByYou: Story = {
  name: 'Not fetched by you',
  parameters: {
    api: {
      [SEARCH]: ok({
        ...rental,
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
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvas, '5075551234');
    const lead = await found(canvas);
    await expect(lead.getByText("Not fetched by you: the client's details are not shown.")).toBeVisible();
    await expect(lead.getByText('2 bed, 1 bath apartment')).toBeVisible();
    await userEvent.click(lead.getByRole('button', { name: 'Invalid' }));
    const dialog = canvas.getByRole('dialog', { name: 'Mark Number Invalid' });
    await expect(dialog).toHaveTextContent('Mark 5075551234 as invalid?');
  },
};

export const Narrow: Story = atViewport('narrow', Populated);
export const Wide: Story = atViewport('wide', Populated);
