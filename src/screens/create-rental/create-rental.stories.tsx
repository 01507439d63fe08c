import '../../ui/styles/thumb.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { creatorCounts, rental } from '../../../.storybook/lead-fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  countsApi,
  INVALID_NUMBER,
  type LeadMatch,
  LIKELY_DUPLICATE,
  LIKELY_DUPLICATE_CODE,
  leadsApi,
  POST_EXISTS,
} from '../../contract';
import { CreateRentalScreen } from './create-rental-screen';

const COUNTS = on(countsApi.creator);
const CREATE = on(leadsApi.create);

const meta = {
  title: 'Leads/Create Rental',
  component: CreateRentalScreen,
  args: { emit: fn() },
  parameters: { element: 'rl-create-rental', user: users.creator, api: { [COUNTS]: ok(creatorCounts) } },
} satisfies Meta<typeof CreateRentalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const typed = {
  'Facebook Name': 'Maria Gomez',
  'Client Name': 'Maria',
  Number: '(507) 555-1234',
  Rent: '$1,200',
  'House/Apt Details': '2 bed, 1 bath apartment',
  Address: '12 Calle 50, Panama City',
  'Post Link': 'https://facebook.com/groups/rentals/posts/1',
};

const fill = async (canvas: Canvas) => {
  for (const [label, value] of Object.entries(typed))
    await userEvent.type(canvas.getByLabelText(label), value);
};
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Create Rental' }));
const stat = (canvas: Canvas, label: string) =>
  within(canvas.getByRole('region', { name: "Today's counts" })).getByText(label).nextElementSibling;
const countCalls = () => apiCalls.filter((c) => c.path === countsApi.creator.path);

export const Empty: Story = {
  parameters: {
    api: { [COUNTS]: ok({ ...creatorCounts, todayCount: 0, todayValidCount: 0, todayInvalidCount: 0 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create Rental' })).toBeVisible();
    const limits: [string, number][] = [
      ['Facebook Name', 50],
      ['Client Name', 50],
      ['Number', 30],
      ['Rent', 30],
      ['House/Apt Details', 100],
      ['Address', 100],
      ['Post Link', 2048],
      ['Screenshot Link', 2048],
    ];
    for (const [label, max] of limits) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('maxLength', String(max));
    }
    await expect(canvas.getByLabelText('Rent')).toHaveAttribute('placeholder', 'Rent, e.g. $750');
    await waitFor(() => expect(stat(canvas, 'Today')).toHaveTextContent('0'));

    await submit(canvas);
    for (const message of [
      'Facebook Name is required',
      'Client Name is required',
      'Number is required',
      'Rent is required',
      'House/Apt Details is required',
      'Address is required',
      'Post Link is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText('Screenshot Link')).not.toHaveAttribute('aria-invalid');
    await expect(apiCalls.some((c) => c.method === 'POST')).toBe(false);
  },
};

export const Loading: Story = {
  parameters: { api: { [COUNTS]: { delay: 'never' }, [CREATE]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stat(canvas, 'Today')).toHaveTextContent('…');
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expectToast('Creating...');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    api: {
      [COUNTS]: fail(500, 'Counts are unavailable'),
      [CREATE]: fail(500, 'The database is busy, try again'),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Counts are unavailable');
    await fill(canvas);
    await submit(canvas);
    await expectToast('The database is busy, try again');
    await expect(canvas.getByRole('button', { name: 'Create Rental' })).toBeEnabled();
    await expect(canvas.getByLabelText('Client Name')).toHaveValue('Maria');
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const Populated: Story = {
  parameters: { api: { [COUNTS]: ok(creatorCounts), [CREATE]: ok(rental, leadsApi.create.success) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(stat(canvas, 'Today')).toHaveTextContent('12'));
    await expect(stat(canvas, 'Valid')).toHaveTextContent('9');
    await expect(stat(canvas, 'Invalid')).toHaveTextContent('3');
    const before = countCalls().length;

    await fill(canvas);
    await userEvent.type(canvas.getByLabelText('Client Name'), '  ');
    await submit(canvas);
    await waitFor(() => expect(args.emit).toHaveBeenCalledWith('rental-created', { rental }));
    await expectToast('created data successfully');
    await expect(apiCalls.find((c) => c.method === 'POST')?.body).toEqual({
      facebook_name: 'Maria Gomez',
      client_name: 'Maria',
      number: '(507) 555-1234',
      rent: '$1,200',
      houseApt_details: '2 bed, 1 bath apartment',
      address: '12 Calle 50, Panama City',
      post_link: 'https://facebook.com/groups/rentals/posts/1',
      // "Calle" in the address: the guess of docs/rules/leads.md#d5.19.
      language: 'es',
    });
    await expect(canvas.getByLabelText('Facebook Name')).toHaveValue('');
    await expect(canvas.getByLabelText('Post Link')).toHaveValue('');
    await waitFor(() => expect(countCalls().length).toBeGreaterThan(before));
  },
};

/** The client's language follows the post's words until the creator chooses (docs/rules/leads.md#d5.19). */
export const ClientLanguage: Story = {
  parameters: { api: { [COUNTS]: ok(creatorCounts), [CREATE]: ok(rental, leadsApi.create.success) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const language = canvas.getByLabelText("Client's language");
    await expect(language).toHaveValue('en');
    await expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Spanish']);
    await userEvent.type(canvas.getByLabelText('House/Apt Details'), '2 recámaras, 1 baño');
    await expect(language).toHaveValue('es');

    // Chosen, it holds whatever is typed next.
    await userEvent.selectOptions(language, 'en');
    await userEvent.type(canvas.getByLabelText('Address'), 'Calle 50');
    await expect(language).toHaveValue('en');
    for (const [label, value] of Object.entries(typed))
      if (label !== 'House/Apt Details' && label !== 'Address')
        await userEvent.type(canvas.getByLabelText(label), value);
    await submit(canvas);
    await waitFor(() => expect(args.emit).toHaveBeenCalled());
    await expect(apiCalls.find((c) => c.method === 'POST')?.body).toMatchObject({ language: 'en' });
    // A new form guesses again.
    await expect(language).toHaveValue('en');
    await userEvent.type(canvas.getByLabelText('Address'), 'Vía España');
    await expect(language).toHaveValue('es');
  },
};

export const WithScreenshotLink: Story = {
  parameters: { api: { [COUNTS]: ok(creatorCounts), [CREATE]: ok(rental) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.type(canvas.getByLabelText('Screenshot Link'), 'not a link');
    await submit(canvas);
    await expect(canvas.getByText('Please enter a valid URL')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Screenshot Link'));
    await userEvent.type(canvas.getByLabelText('Screenshot Link'), 'https://images.example.com/shot-1.png');
    await submit(canvas);
    await waitFor(() => expect(args.emit).toHaveBeenCalled());
    await expect(apiCalls.find((c) => c.method === 'POST')?.body).toMatchObject({
      ss_link: 'https://images.example.com/shot-1.png',
    });
  },
};

export const DuplicateNumber: Story = {
  parameters: { api: { [COUNTS]: ok(creatorCounts), [CREATE]: fail(409, 'This number already exists') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await expectToast('This number already exists');
    const number = canvas.getByLabelText('Number');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('This number already exists');
    await expect(canvas.getByLabelText('Address')).toHaveValue('12 Calle 50, Panama City');
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** The phone rule (docs/decisions.md#p53) is checked in the page's country before anything is sent. */
export const InvalidNumber: Story = {
  parameters: { api: { [COUNTS]: ok(creatorCounts), [CREATE]: ok(rental) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    const number = canvas.getByLabelText('Number');
    await userEvent.clear(number);
    await userEvent.type(number, '555-1234');
    await submit(canvas);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(INVALID_NUMBER);
    await expect(apiCalls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(number);
    await userEvent.type(number, '+44 20 7946 0958');
    await submit(canvas);
    await waitFor(() => expect(args.emit).toHaveBeenCalled());
    await expect(apiCalls.find((c) => c.method === 'POST')?.body).toMatchObject({
      number: '+44 20 7946 0958',
    });
  },
};

/** A rent without an amount and one-word details or address are refused before anything is sent (docs/rules/leads.md#d5.17). */
export const NotValues: Story = {
  parameters: { api: { [COUNTS]: ok(creatorCounts), [CREATE]: ok(rental) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    const retype = async (label: string, value: string) => {
      await userEvent.clear(canvas.getByLabelText(label));
      await userEvent.type(canvas.getByLabelText(label), value);
    };
    await retype('Rent', 'abc');
    await retype('House/Apt Details', 'x');
    await retype('Address', 'y');
    await submit(canvas);
    const refused: [string, string][] = [
      ['Rent', 'Rent must include an amount, such as $750'],
      ['House/Apt Details', 'House/Apt Details must have at least two words'],
      ['Address', 'Address must have at least two words'],
    ];
    for (const [label, message] of refused) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    await expect(apiCalls.some((c) => c.method === 'POST')).toBe(false);

    await retype('Rent', '1,200 a month');
    await retype('House/Apt Details', '2 bd 1 ba, pets ok');
    await retype('Address', '123 Main St, Denver, CO');
    await submit(canvas);
    await waitFor(() => expect(args.emit).toHaveBeenCalled());
    await expect(apiCalls.find((c) => c.method === 'POST')?.body).toMatchObject({
      rent: '1,200 a month',
      houseApt_details: '2 bd 1 ba, pets ok',
      address: '123 Main St, Denver, CO',
    });
  },
};

export const Narrow: Story = atViewport('narrow', Empty);
export const Wide: Story = atViewport('wide', Empty);

const match: LeadMatch = {
  _id: 'lead-7',
  address: '12 Calle 50, Panama City',
  rent: '$1,200',
  post_link: 'https://facebook.com/groups/rentals/posts/7',
  createdAt: '2026-11-20T15:00:00.000Z',
};

/** docs/rules/leads.md#d5.14: the matches show with "Open" on each; "Create anyway" sends the form again, confirmed. */
export const LikelyDuplicate: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(creatorCounts),
      [CREATE]: ({ body }: MockRequest) =>
        (body as { confirmDuplicate?: boolean }).confirmDuplicate
          ? ok(rental, leadsApi.create.success)
          : fail(409, LIKELY_DUPLICATE, { code: LIKELY_DUPLICATE_CODE, matches: [match] }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    const panel = await canvas.findByRole('region', { name: LIKELY_DUPLICATE });
    await expect(within(panel).getByText('12 Calle 50, Panama City')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Open 12 Calle 50, Panama City' })).toHaveAttribute(
      'href',
      match.post_link,
    );
    await expect(args.emit).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(args.emit).toHaveBeenCalledWith('rental-created', { rental }));
    const posts = apiCalls.filter((c) => c.method === 'POST');
    await expect(posts.map((c) => (c.body as { confirmDuplicate?: boolean }).confirmDuplicate)).toEqual([
      undefined,
      true,
    ]);
    await expect(canvas.queryByRole('region', { name: LIKELY_DUPLICATE })).toBeNull();
  },
};

/** docs/rules/leads.md#d5.14: a post already saved is said under the post link, and nothing offers to create it. */
export const PostExists: Story = {
  parameters: {
    api: {
      [COUNTS]: ok(creatorCounts),
      [CREATE]: fail(409, POST_EXISTS, { errors: [{ path: 'post_link', message: POST_EXISTS }] }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await expectToast(POST_EXISTS);
    await expect(canvas.getByLabelText('Post Link')).toHaveAccessibleDescription(POST_EXISTS);
    await expect(canvas.getByLabelText('Number')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('button', { name: 'Create anyway' })).toBeNull();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};
