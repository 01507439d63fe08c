/**
 * Reports end to end in Chromium (issue 17, docs/rules/reports.md): a group's real work (leads made,
 * claimed and finished or ended with an outcome or skipped, a deal closed and set done) shows on its
 * admin's report as drawn charts with a tooltip and as tables with the right numbers, outcomes and
 * skips among them; the pickers' table sorts; the .xlsx downloads with the range in its name and a
 * sheet per table; the charts follow the element's width down to a phone; a picker leader sees only
 * the pickers' side.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import type { LoginResult } from '../../src/contract';
import { panamaDay } from '../../src/lib/panama-dates';
import type { TestPage } from './support/browser';
import { type Credentials, signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
/** A real 1×1 PNG, so the server's content check sees a picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let people: Record<'admin' | 'pickerLeader', Credentials>;
/** The default range: the last 14 Panama days, today included. */
let range: { start: string; end: string };

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${suite.server.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: token,
      ...(form || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: form || body === undefined ? (body as FormData | undefined) : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data as T;
}

const signIn = async (user: { email: string; password: string }) =>
  (await api<LoginResult>('', 'POST', '/auth/login', user)).accessToken;

/**
 * One admin group's day: Cara makes five leads; Paco finishes two (one a deal, done), Pia one; Paco
 * skips the fourth, which Pia ends Not Interested, and Pia ends the fifth No Answer.
 */
beforeAll(async () => {
  const { server } = suite;
  const admin = await server.addUser('admin', { name: 'Rita Reports' });
  const under = (fields: Record<string, unknown>) => ({ adminId: admin._id, ...fields });
  const creatorLeader = await server.addUser(
    'team-leader',
    under({ name: 'Cleo Lead', assignFor: 'rental-creator' }),
  );
  const pickerLeader = await server.addUser(
    'team-leader',
    under({ name: 'Pio Lead', assignFor: 'rental-picker' }),
  );
  const cara = await server.addUser(
    'data-creator',
    under({ name: 'Cara Creator', teamLeaderId: creatorLeader._id }),
  );
  const paco = await server.addUser(
    'data-picker',
    under({ name: 'Paco Picker', teamLeaderId: pickerLeader._id }),
  );
  const pia = await server.addUser(
    'data-picker',
    under({ name: 'Pia Picker', teamLeaderId: pickerLeader._id }),
  );
  people = { admin, pickerLeader };

  await api(await signIn(server.superAdmin), 'PATCH', '/settings/update-settings', {
    delayTime: 0,
    isDelayEnabled: false,
    holdTime: 0,
    isHoldEnabled: false,
    holdEnabledAt: null,
    leadsType: 'oldest',
  });
  const caraToken = await signIn(cara);
  for (const [i, number] of [
    '5556660101',
    '5556660102',
    '5556660103',
    '5556660104',
    '5556660105',
  ].entries()) {
    server.advanceClock(1000);
    await api(caraToken, 'POST', '/rental/create-rental', {
      facebook_name: `Report Lead ${i}`,
      client_name: `Client ${i}`,
      number,
      rent: '$900',
      houseApt_details: '2 bedrooms',
      // Each its own flat: docs/rules/leads.md#d5.14 asks before a second lead of one rent and address.
      address: `${12 + i} Calle 50`,
      post_link: `https://facebook.com/groups/panama-rentals/posts/${2000 + i}`,
    });
  }
  const claim = async (token: string) =>
    (await api<{ rental: { _id: string; number: string } }>(token, 'GET', '/rental/get-single-rental'))
      .rental;
  const finish = (token: string, number_status: 'valid' | 'invalid') =>
    api(token, 'PATCH', '/rental/complete-task', { number_status });

  const pacoToken = await signIn(paco);
  const sold = await claim(pacoToken);
  await finish(pacoToken, 'valid');
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({ number: sold.number, client_email: 'renter@example.com', payment_method: 'debit' }),
  );
  form.append('payment_method', 'debit');
  form.append('closing_image', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'proof.png');
  const deal = await api<{ _id: string }>(pacoToken, 'POST', '/closedRental/createClosedRental', form);
  await claim(pacoToken);
  await finish(pacoToken, 'invalid');
  const piaToken = await signIn(pia);
  await claim(piaToken);
  await finish(piaToken, 'valid');
  await claim(pacoToken);
  await api(pacoToken, 'PATCH', '/rental/skip', { reason: 'language' });
  await claim(piaToken);
  await api(piaToken, 'PATCH', '/rental/complete-task', { outcome: 'not-interested' });
  await claim(piaToken);
  await api(piaToken, 'PATCH', '/rental/complete-task', { outcome: 'no-answer' });
  await api(await signIn(admin), 'PATCH', `/closedRental/makeFinalClose/${deal._id}`, { status: 'done' });

  const today = panamaDay();
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - 13 * 86_400_000).toISOString().slice(0, 10);
  range = { start, end: today };
});

/** The user's Reports, opened from the menu of its home. */
async function openReports(user: Credentials, home: string, group: string): Promise<TestPage> {
  const tab = await signedInTab(suite, user, home);
  await tab.page.getByRole('link', { name: 'Reports' }).click();
  await tab.page.waitForURL(`**/#/${group}/reports`);
  return tab;
}

/** A table's rows (header row left out) as their cells' texts, the row header first. */
const rowsOf = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));

/** Each drawn chart's canvas size, once all three are drawn. */
const canvasSizes = (page: Page) =>
  page
    .locator('rl-reports figure canvas')
    .evaluateAll((canvases) =>
      canvases.map((c) => [c.getBoundingClientRect().width, c.getBoundingClientRect().height]),
    );

it("shows a group's work as charts and tables, sorts, downloads it, and fits a phone", async () => {
  const tab = await openReports(people.admin, '/admin/create-teamLeader', 'admin');
  const { page } = tab;
  await page.getByRole('table', { name: 'Days' }).waitFor();
  const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  expect(await page.getByLabel('Start date', { exact: true }).inputValue()).toBe(monthFirst(range.start));
  expect(await page.getByLabel('End date', { exact: true }).inputValue()).toBe(monthFirst(range.end));

  const day = monthFirst(range.end);
  const days = await rowsOf(page, 'Days');
  expect(days).toHaveLength(15);
  // Today: 5 made, 5 finished (2 valid, 1 invalid, a Not Interested and a No Answer), 1 deal done:
  // conversion 1 ÷ 5; and a skip.
  expect(days.at(-2)).toEqual([day, '5', '5', '2', '1', '0', '1', '0', '20.0%']);
  expect(days.at(-1)).toEqual(['Total', '5', '5', '2', '1', '0', '1', '0', '20.0%']);
  const outcomes = await rowsOf(page, 'Outcomes');
  expect(outcomes.at(-2)).toEqual([day, '1', '0', '1', '0', '0', '1']);
  expect(outcomes.at(-1)).toEqual(['Total', '1', '0', '1', '0', '0', '1']);
  expect(await rowsOf(page, 'Creators')).toEqual([['Cara Creator', '5', '1', '20.0%', '1']]);
  const pickers = await rowsOf(page, 'Pickers');
  expect(pickers.map((row) => [...row.slice(0, 6), ...row.slice(7)])).toEqual([
    ['Pia Picker', '3', '0', '0', '0', '-', '1', '0', '1', '0', '0', '0'],
    ['Paco Picker', '2', '1', '1', '1', '100.0%', '0', '0', '0', '0', '0', '1'],
  ]);
  for (const row of pickers) expect(row[6]).toMatch(/^\d+(\.\d)?$/);

  // Three charts drawn, each with a visible size; the tooltip over today's point gives exact values.
  await expect.poll(async () => (await canvasSizes(page)).length).toBe(3);
  for (const [width, height] of await canvasSizes(page)) {
    expect(width).toBeGreaterThan(200);
    expect(height).toBeGreaterThan(100);
  }
  const plot = await page.locator('[data-chart="leads"] .u-over').boundingBox();
  await page.mouse.move(plot!.x + plot!.width - 2, plot!.y + plot!.height / 2);
  const tip = page.locator('[data-chart="leads"] .rl-chart-tip');
  await expect.poll(() => tip.textContent()).toBe(`${day}Created: 5Finished: 5Valid: 2Invalid: 1`);

  // Leads finished, fewest first on the second click.
  const pickerTable = page.getByRole('table', { name: 'Pickers' });
  await pickerTable.getByRole('button', { name: /^Leads finished/ }).click();
  await expect
    .poll(async () => (await rowsOf(page, 'Pickers')).map((row) => row[0]))
    .toEqual(['Paco Picker', 'Pia Picker']);
  expect(
    await pickerTable.getByRole('columnheader', { name: /^Leads finished/ }).getAttribute('aria-sort'),
  ).toBe('ascending');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .xlsx' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`report_${range.start}_${range.end}.xlsx`);
  const book = read(await readFile(await file.path()));
  expect(book.SheetNames).toEqual([
    'Days',
    'Outcomes',
    'Creators',
    'Pickers',
    'Calls a day',
    'Talk time per picker',
    'Attempts per lead',
  ]);
  const sheet = (name: string) => utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 });
  expect(sheet('Days').at(-1)).toEqual(['Total', 5, 5, 2, 1, 0, 1, 0, 20]);
  expect(sheet('Outcomes').at(-1)).toEqual(['Total', 1, 0, 1, 0, 0, 1]);
  expect(sheet('Creators')[1]).toEqual(['Cara Creator', 5, 1, 20, 1]);
  expect(sheet('Pickers')).toHaveLength(3);
  // No call was made from Collect in this range (docs/rules/reports.md#d11.7).
  expect(sheet('Calls a day').at(-1)).toEqual(['Total', 0, 0]);

  // On a phone every chart shrinks to the element's width and the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect
    .poll(async () => Math.max(...(await canvasSizes(page)).map(([width]) => width ?? 0)))
    .toBeLessThan(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(tab.errors).toEqual([]);
});

it("shows a picker leader only its pickers' side", async () => {
  const tab = await openReports(people.pickerLeader, '/team-leader/create-dataPicker', 'team-leader');
  const { page } = tab;
  await page.getByRole('table', { name: 'Pickers' }).waitFor();
  expect((await rowsOf(page, 'Pickers')).map((row) => row[0])).toEqual(['Pia Picker', 'Paco Picker']);
  expect((await rowsOf(page, 'Outcomes')).at(-1)).toEqual(['Total', '1', '0', '1', '0', '0', '1']);
  expect(await page.getByRole('table', { name: 'Creators' }).count()).toBe(0);
  expect(await page.getByLabel('Group').count()).toBe(0);
  expect(tab.errors).toEqual([]);
});
