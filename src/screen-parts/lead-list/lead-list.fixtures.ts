/**
 * Leads for the lead list stories: made by creators, picked, uploaded for use (no creator), and many
 * for downloads, with the lists' export answering them as the server streams it.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { downloads } from '../../../.storybook/downloads';
import type { MockAnswer, MockRequest } from '../../../.storybook/mock-api';
import { ok } from '../../../.storybook/mock-api';
import {
  type CountInfo,
  exportRowOf,
  type LeadPerson,
  type ListResult,
  type Rental,
  sampleLead,
} from '../../contract';

const cora: LeadPerson = {
  name: 'Cora Creator',
  email: 'cora@rental-leads.test',
  team_leader_name: 'Clara Leader',
  admin_name: 'Adam Admin',
};
const diego: LeadPerson = {
  name: 'Diego Mendez',
  email: 'diego@rental-leads.test',
  team_leader_name: null,
  admin_name: 'Adam Admin',
};
const pete: LeadPerson = {
  name: 'Pete Picker',
  email: 'pete@rental-leads.test',
  team_leader_name: 'Pablo Leader',
  admin_name: 'Adam Admin',
};

// A field not named here gets its kind's sample.
const lead = (id: string, change: Partial<Rental>): Rental => ({
  ...sampleLead(),
  _id: id,
  facebook_name: 'Maria Gomez',
  client_name: 'Maria',
  client_email: null,
  language: 'en',
  number: '5075551234',
  rent: '$1,200',
  houseApt_details: '2 bed, 1 bath apartment',
  address: '12 Calle 50, Panama City',
  post_link: 'https://facebook.com/groups/rentals/posts/1',
  ss_link: null,
  number_status: null,
  call_outcome: null,
  attempts: 0,
  due_at: null,
  creatorId: 'cr-1',
  fetcherId: null,
  isFetched: false,
  isFinished: false,
  // 8:00 AM and 9:30 AM in Panama.
  createdAt: '2026-03-02T13:00:00.000Z',
  updatedAt: '2026-03-02T14:30:00.000Z',
  finishedDate: null,
  sourceKey: null,
  creator: cora,
  fetcher: null,
  ...change,
});

/** All Leads waiting in the pool: creators only. */
export const newLeads: Rental[] = [
  lead('r-1', {}),
  lead('r-2', {
    client_name: 'Luis',
    number: '5075559876',
    rent: '$900',
    address: 'Via España 200',
    creator: diego,
    createdAt: '2026-03-01T20:15:00.000Z',
  }),
];

/**
 * Picked Leads: creator and picker on each, one uploaded for use (no creator) with a missing rent,
 * held again after a No Answer.
 */
export const pickedLeads: Rental[] = [
  lead('p-1', {
    client_name: 'Ana',
    client_email: 'ana@example.com',
    number: '5075550001',
    fetcher: pete,
    fetcherId: 'pk-1',
    isFetched: true,
    isFinished: true,
    number_status: 'valid',
    attempts: 2,
    finishedDate: '2026-03-02T14:30:00.000Z',
  }),
  lead('p-2', {
    client_name: 'Jorge',
    number: '5075550002',
    rent: '',
    creator: null,
    creatorId: null,
    fetcher: { ...pete, team_leader_name: null },
    fetcherId: 'pk-1',
    isFetched: true,
    // Served again after a No Answer: held now, its last outcome kept.
    call_outcome: 'no-answer',
    attempts: 2,
    updatedAt: '2026-03-02T16:05:00.000Z',
  }),
];

/**
 * A lead as the creators' side reads it (docs/rules/leads.md#d5.16): picked, by an id that names no
 * one, with no picker named and no client email.
 */
export const asCreatorsRead = (lead: Rental): Rental => ({ ...lead, client_email: null, fetcher: null });

/** `count` leads, numbered, for downloads over several pages. */
export const manyLeads = (count: number): Rental[] =>
  Array.from({ length: count }, (_, i) =>
    lead(`m-${i + 1}`, { client_name: `Client ${i + 1}`, number: String(5075560000 + i) }),
  );

/** A list answer's data, with `countInfo` as the server computes it for pages of `limit`. */
export const leadPage = (result: Rental[], total = result.length, limit = 20): ListResult<Rental> => ({
  result,
  countInfo: { total, totalPage: Math.ceil(total / limit) },
});

/**
 * Answers whichever page and size are asked for out of `all`, by page number or after a cursor (here
 * the index the previous page ended at), with the next cursor on every full page as the server does.
 */
export const pagesOf =
  (all: Rental[], countInfo?: Partial<CountInfo>) =>
  ({ query }: MockRequest): MockAnswer => {
    const limit = Number(query.get('limit') ?? 20);
    const cursor = query.get('cursor');
    const start = cursor === null ? (Number(query.get('page') ?? 1) - 1) * limit : Number(cursor);
    const page = leadPage(all.slice(start, start + limit), all.length, limit);
    return ok({
      ...page,
      countInfo: { ...page.countInfo, ...countInfo },
      ...(page.result.length === limit && { nextCursor: String(start + limit) }),
    });
  };

export interface ExportAnswer {
  estimated?: true;
  /** Sends this many rows, then the body stays open: a download under way. */
  holdAfter?: number;
  /** Sends this many rows, then ends without the end line: the server failed half-way. */
  cutAfter?: number;
}

/** Bodies of the export that were stopped before they ended (Cancel aborts the request, as fetch does). */
export const exportLog = { cancelled: 0 };

/**
 * The list's export (`GET <path>/export`) answering `all`: its head, its rows, its end line. A
 * function, so each request gets a body of its own (a body is read once).
 */
export const exportOf =
  (all: Rental[], { estimated, holdAfter, cutAfter }: ExportAnswer = {}) =>
  (): MockAnswer => {
    const sent = all.slice(0, holdAfter ?? cutAfter ?? all.length);
    const lines = [
      JSON.stringify({ total: all.length, ...(estimated && { estimated }) }),
      ...sent.map((lead) => JSON.stringify(exportRowOf(lead))),
      ...(holdAfter === undefined && cutAfter === undefined ? [JSON.stringify({ rows: sent.length })] : []),
    ];
    const bytes = new TextEncoder().encode(`${lines.join('\n')}\n`);
    return {
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          if (holdAfter === undefined) controller.close();
        },
        cancel() {
          exportLog.cancelled += 1;
        },
      }),
    };
  };

/**
 * A download under way: the list at `path` answers with the picked leads, and its export never
 * answers, so the progress bar and Cancel stay up.
 */
export const downloadingStory = (path: string): StoryObj => ({
  parameters: {
    api: {
      [path]: ok(leadPage(pickedLeads)),
      [`${path}/export`]: { delay: 'never' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const progress = await canvas.findByRole('progressbar', { name: 'Download progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Starting…');
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(downloads).toHaveLength(0);
  },
});
