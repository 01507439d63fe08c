/**
 * Create Rental's capture (docs/rules/leads.md#d5.23): a post pasted or shared fills the form with each value's
 * words, the post's other numbers are offered, and the number and the post link are checked at once.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { creatorCounts, rental } from '../../../.storybook/lead-fixtures';
import { ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { countsApi, leadsApi, type PostCheck, postCheckApi } from '../../contract';
import { CreateRentalScreen } from './create-rental-screen';

const COUNTS = on(countsApi.creator);
const CREATE = on(leadsApi.create);
const CHECK = on(postCheckApi.check);

const POST =
  '3bd/2ba house for rent, $1,450/mo, call or text 404-555-0143, 1580 Cypress St NW, Atlanta GA. ' +
  'Ask for John. https://facebook.com/groups/atl/posts/123';
const TWO_NUMBERS =
  'Apartamento 2 recámaras, 1 baño, $650 mensual. Llamar al 404 555 0199 o 404-555-0143. Preguntar por Maria. Calle 50, Panamá';

const FREE: PostCheck = { number: null, post_link: null };
const ENTERED: PostCheck = {
  number: { state: 'exists', creatorName: 'Dayana Barría', createdAt: '2026-11-20T15:00:00.000Z' },
  post_link: null,
};
const LISTED: PostCheck = { number: { state: 'listed' }, post_link: null };

const meta = {
  title: 'Leads/Create Rental/Post capture',
  component: CreateRentalScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-create-rental',
    user: users.creator,
    api: { [COUNTS]: ok(creatorCounts), [CHECK]: ok(FREE), [CREATE]: ok(rental, leadsApi.create.success) },
  },
} satisfies Meta<typeof CreateRentalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(label);

export const PasteEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Paste a post' });
    await expect(box).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Fill from post' })).toBeDisabled();
    await userEvent.type(box, 'Nothing useful here');
    await userEvent.click(canvas.getByRole('button', { name: 'Fill from post' }));
    // The post gives nothing: every field stays empty, with no source shown.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Fill from post' })).toBeEnabled());
    for (const label of ['Number', 'Rent', 'Address', 'Client Name', 'Post Link'])
      await expect(field(canvas, label)).toHaveValue('');
    await expect(canvas.queryByText(/From the post/)).toBeNull();
  },
};

/** A shared post (`post-text`) fills the form as it opens; a corrected field keeps its source; submit saves. */
export const FilledWithSources: Story = {
  args: { postText: POST },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvas, 'Number')).toHaveValue('(404) 555-0143'));
    await expect(canvas.getByRole('textbox', { name: 'Paste a post' })).toHaveValue(POST);
    await expect(field(canvas, 'Rent')).toHaveValue('$1,450/mo');
    await expect(field(canvas, 'Client Name')).toHaveValue('John');
    await expect(field(canvas, 'Post Link')).toHaveValue('https://facebook.com/groups/atl/posts/123');
    await expect(field(canvas, 'Number')).toHaveAccessibleDescription('From the post: “404-555-0143”');
    await expect(field(canvas, 'Client Name')).toHaveAccessibleDescription('From the post: “Ask for John”');
    // What the post does not say stays empty.
    await expect(field(canvas, 'Facebook Name')).toHaveValue('');
    await expect(field(canvas, 'Facebook Name')).not.toHaveAccessibleDescription(/From the post/);
    await expect(apiCalls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(field(canvas, 'Client Name'));
    await userEvent.type(field(canvas, 'Client Name'), 'John Smith');
    await userEvent.type(field(canvas, 'Facebook Name'), 'Atlanta Rentals');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Rental' }));
    await waitFor(() => expect(args.emit).toHaveBeenCalledWith('rental-created', { rental }));
    await expectToast('created data successfully');
    await expect(apiCalls.find((c) => c.method === 'POST')?.body).toMatchObject({
      client_name: 'John Smith',
      number: '(404) 555-0143',
      rent: '$1,450/mo',
    });
    await expect(canvas.getByRole('textbox', { name: 'Paste a post' })).toHaveValue('');
    await expect(canvas.queryByText(/From the post/)).toBeNull();
  },
};

export const SeveralNumbers: Story = {
  args: { postText: TWO_NUMBERS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvas, 'Number')).toHaveValue('(404) 555-0199'));
    await expect(canvas.getByText('Other numbers in the post:')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use (404) 555-0143' }));
    await expect(field(canvas, 'Number')).toHaveValue('(404) 555-0143');
    // The number it replaced is offered in its turn.
    await expect(canvas.getByRole('button', { name: 'Use (404) 555-0199' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use (404) 555-0143' })).toBeNull();
  },
};

export const DuplicateFound: Story = {
  args: { postText: POST },
  parameters: { api: { [CHECK]: ok(ENTERED) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByText('Already entered by Dayana Barría on 11/20/2026');
    await expect(status.closest('[role="status"]')).toHaveTextContent('Number');
    const asked = apiCalls.find((c) => c.path === postCheckApi.check.path);
    await expect(asked?.query.get('number')).toBe('(404) 555-0143');
  },
};

/** Typed, not pasted: the number is checked once the typing rests. */
export const DoNotContact: Story = {
  parameters: { api: { [CHECK]: ok(LISTED) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Number'), '(404) 555-0100');
    await expect(await canvas.findByText('This number is on the do-not-contact list')).toBeVisible();
  },
};
