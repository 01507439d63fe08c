/**
 * Create Rental's capture in Chromium (docs/rules/leads.md#d5.23): a pasted post fills the form with each value's
 * words, one is corrected and the lead is created; a post whose number is saved shows who entered it
 * before anything is sent; the share target's address opens the filled form, signed in or after signing
 * in; a screenshot dropped on 'Paste a post' is read in the browser and fills the number.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { rentals } from '../../server/src/db/schema';
import { formatDate } from '../../src/lib/panama-dates';
import { seriousViolations } from './support/axe';
import { newPage } from './support/browser';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const CREATE = '/data-creator/create';
let creator: Awaited<ReturnType<typeof suite.server.addUser>>;

beforeAll(async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-creator',
    adminId: admin._id,
  });
  creator = await suite.server.addUser('data-creator', { adminId: admin._id, teamLeaderId: leader._id });
});

const post = (number: string, id: number) =>
  `3bd/2ba house for rent, $1,450/mo, call or text ${number}, 1580 Cypress St NW, Atlanta GA. ` +
  `Ask for John. https://facebook.com/groups/atl/posts/${id}`;

const formOf = (page: Page) => page.getByRole('form', { name: 'Rental' });

it('fills the form from a pasted post with its sources, and creates the corrected lead', async () => {
  const { page, errors } = await signedInTab(suite, creator, CREATE);
  const form = formOf(page);
  await form.getByRole('textbox', { name: 'Paste a post' }).fill(post('404-555-0143', 1));
  await form.getByRole('button', { name: 'Fill from post' }).click();

  const number = form.getByLabel('Number');
  await expect.poll(() => number.inputValue()).toBe('(404) 555-0143');
  await form.getByText('From the post: “404-555-0143”').waitFor();
  await form.getByText('From the post: “$1,450/mo”').waitFor();
  await form.getByText('From the post: “Ask for John”').waitFor();
  expect(await form.getByLabel('Post Link').inputValue()).toBe('https://facebook.com/groups/atl/posts/1');
  expect(await form.getByLabel('Facebook Name').inputValue()).toBe('');
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel('Client Name').fill('John Smith');
  await form.getByLabel('Facebook Name').fill('Atlanta Rentals');
  await form.getByRole('button', { name: 'Create Rental' }).click();
  await page.getByText('created data successfully').waitFor();
  await expect.poll(() => number.inputValue()).toBe('');
  const [lead] = await suite.server.app.db
    .select({ clientName: rentals.clientName, rent: rentals.rent, number: rentals.number })
    .from(rentals)
    .where(eq(rentals.postLink, 'https://facebook.com/groups/atl/posts/1'));
  expect(lead).toEqual({ clientName: 'John Smith', rent: '$1,450/mo', number: '+14045550143' });
  expect(errors).toEqual([]);
});

it("shows who entered a post's number, and when, before anything is sent", async () => {
  const other = await suite.server.addUser('data-creator');
  await suite.server.addLead(other._id, '+14045550177');
  const { page, errors } = await signedInTab(suite, creator, CREATE);
  const form = formOf(page);
  await form.getByRole('textbox', { name: 'Paste a post' }).fill(post('(404) 555-0177', 2));
  await form.getByRole('button', { name: 'Fill from post' }).click();
  await page.getByText(`Already entered by ${other.name} on ${formatDate(new Date(), 'en')}`).waitFor();
  expect(errors).toEqual([]);
});

it('opens the filled form from the share target, and keeps the share through a sign-in', async () => {
  const shared = `?share-text=${encodeURIComponent(post('404-555-0188', 3).replace(/ https.*$/, ''))}&share-url=${encodeURIComponent('https://facebook.com/groups/atl/posts/3')}`;
  const { page, errors } = await signedInTab(suite, creator, CREATE);
  await page.goto(`${suite.server.url}/${shared}`);
  await page.waitForURL(`**/#${CREATE}`);
  expect(new URL(page.url()).search).toBe('');
  const form = formOf(page);
  await expect.poll(() => form.getByLabel('Number').inputValue()).toBe('(404) 555-0188');
  expect(await form.getByLabel('Post Link').inputValue()).toBe('https://facebook.com/groups/atl/posts/3');
  expect(await form.getByRole('textbox', { name: 'Paste a post' }).inputValue()).toContain('Ask for John');
  expect(errors).toEqual([]);

  const signedOut = await newPage(suite.browser);
  await signedOut.page.goto(`${suite.server.url}/${shared}`);
  await signedOut.page.getByLabel('Email').fill(creator.email);
  await signedOut.page.getByLabel('Password', { exact: true }).fill(creator.password);
  await signedOut.page.getByRole('button', { name: 'Login' }).click();
  await signedOut.page.waitForURL(`**/#${CREATE}`);
  await expect.poll(() => formOf(signedOut.page).getByLabel('Number').inputValue()).toBe('(404) 555-0188');
  expect(signedOut.errors).toEqual([]);
});

it('reads a dropped screenshot in the browser and fills the number', async () => {
  // The screenshot: the post at phone size, rendered and captured by Chromium itself.
  const shot = await newPage(suite.browser, { viewport: { width: 390, height: 300 } });
  await shot.page.setContent(
    `<body style="font: 17px/1.4 sans-serif; padding: 16px"><p>${post('404-555-0199', 4)}</p></body>`,
  );
  const png = (await shot.page.screenshot()).toString('base64');
  await shot.close();

  const { page, errors } = await signedInTab(suite, creator, CREATE);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const box = formOf(page).getByRole('textbox', { name: 'Paste a post' });
  const drop = await page.evaluateHandle(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'post.png', { type: 'image/png' }));
    return transfer;
  }, png);
  await box.dispatchEvent('drop', { dataTransfer: drop });
  await formOf(page).getByRole('status').filter({ hasText: 'Reading the image…' }).first().waitFor();
  await expect
    .poll(() => formOf(page).getByLabel('Number').inputValue(), { timeout: 60_000 })
    .toBe('(404) 555-0199');
  // The reader's files came from this server, and the image went nowhere.
  const ocr = requests.filter((url) => /tesseract|traineddata/.test(url));
  expect(ocr.length).toBeGreaterThan(0);
  expect(ocr.every((url) => url.startsWith(`${suite.server.url}/ocr/`))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(suite.server.url) && !url.startsWith('data:'))).toEqual([]);
  expect(errors).toEqual([]);
}, 90_000);
