/**
 * The heart of the product in two browsers at once: a creator adds a lead (a rent without an amount
 * refused first), a picker fetches it, copies a field, copies the first message and messages the
 * creator, whose bell rises without a reload; the creator answers from the bell and the answer appears
 * on the picker's Collect and in its bell, again without a reload (docs/rules/messages.md#d5.20); the
 * picker finishes, sees the countdown, and the creator's counts show one valid lead.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const stat = (page: Page, label: string) =>
  page
    .locator('.rl-stat')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('strong');

it('takes a lead from creator to picker and back, live', async () => {
  const admin = await suite.server.addUser('admin');
  const creatorLeader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-creator',
    adminId: admin._id,
  });
  const pickerLeader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const creator = await suite.server.addUser('data-creator', {
    adminId: admin._id,
    teamLeaderId: creatorLeader._id,
  });
  const picker = await suite.server.addUser('data-picker', {
    adminId: admin._id,
    teamLeaderId: pickerLeader._id,
  });

  const creatorTab = await signedInTab(suite, creator, '/data-creator/create');
  const creatorPage = creatorTab.page;
  const form = creatorPage.getByRole('form', { name: 'Rental' });
  await form.getByLabel('Facebook Name').fill('Maria Lopez');
  await form.getByLabel('Client Name').fill('Maria');
  await form.getByLabel('Number').fill('(555) 201-3344');
  const rent = form.getByLabel('Rent', { exact: true });
  await rent.fill('abc');
  await form.getByLabel('House/Apt Details').fill('2 bedrooms, 1 bath');
  await form.getByLabel('Address').fill('12 Main St, Springfield');
  await form.getByLabel('Post Link').fill('https://facebook.com/groups/rentals/posts/1');
  // A rent must hold an amount (docs/rules/leads.md#d5.17): refused under the field, nothing created.
  await form.getByRole('button', { name: 'Create Rental' }).click();
  await form.getByText('Rent must include an amount, such as $750').waitFor();
  expect(await rent.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => stat(creatorPage, 'Today').textContent()).toBe('0');
  await rent.fill('$900');
  await form.getByRole('button', { name: 'Create Rental' }).click();
  await creatorPage.getByText('created data successfully').waitFor();
  await expect.poll(() => stat(creatorPage, 'Today').textContent()).toBe('1');
  const bell = creatorPage.getByRole('button', { name: /^Notifications/ });
  await bell.waitFor();
  expect(await bell.getAttribute('aria-label')).toBe('Notifications');

  const pickerTab = await signedInTab(suite, picker, '/data-picker/collect', { clipboard: true });
  const pickerPage = pickerTab.page;
  await pickerPage.getByRole('button', { name: 'Fetch Rental' }).click();
  const lead = pickerPage.getByRole('region', { name: 'Fetched rental' });
  await lead.getByText('12 Main St, Springfield').waitFor();
  await expect(pickerPage.getByRole('button', { name: 'Fetched' }).isDisabled()).resolves.toBe(true);

  await lead.getByRole('button', { name: 'Copy Number' }).click();
  await lead.getByRole('button', { name: 'Copied Number' }).waitFor();
  await expect(pickerPage.evaluate(() => navigator.clipboard.readText())).resolves.toBe('+15552013344');

  // The first message: a default template filled for the lead (docs/rules/templates.md#d12.4).
  await pickerPage.getByRole('button', { name: 'Copy first message' }).click();
  await expect.poll(() => pickerPage.evaluate(() => navigator.clipboard.readText())).toContain('Maria');

  await pickerPage.getByLabel('Message', { exact: true }).fill('Is the 2 bedroom still free?');
  await pickerPage.getByRole('button', { name: 'Send Message' }).click();
  await pickerPage.getByText('Message sent successfully!').waitFor();

  await creatorPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  await creatorPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await creatorPage.getByText('Is the 2 bedroom still free?').waitFor();
  await creatorPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  await creatorPage.getByRole('button', { name: /^Reply about/ }).click();
  const conversation = creatorPage.getByRole('dialog', { name: 'Conversation' });
  await conversation.getByText('Is the 2 bedroom still free?').waitFor();
  await conversation.getByLabel('Your reply').fill('Yes, and pets are welcome');
  await conversation.getByRole('button', { name: 'Send Message' }).click();
  // In the conversation's list: until the send is answered, the reply box still holds the same words.
  const messages = conversation.getByRole('list', { name: 'Conversation' });
  await messages.getByText('Yes, and pets are welcome').waitFor();
  await conversation.getByRole('button', { name: 'Close' }).click();
  await conversation.waitFor({ state: 'hidden' });

  const onCollect = pickerPage.getByRole('list', { name: 'Conversation' });
  await onCollect.getByText('Yes, and pets are welcome').waitFor();
  expect(await onCollect.getByRole('listitem').allTextContents()).toEqual([
    expect.stringContaining('Is the 2 bedroom still free?'),
    expect.stringContaining('Yes, and pets are welcome'),
  ]);
  await pickerPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

  await lead.getByRole('button', { name: 'Finish' }).click();
  await pickerPage.getByText('successfully finished!').waitFor();
  await lead.waitFor({ state: 'detached' });
  await pickerPage.getByRole('button', { name: 'Fetch Rental' }).waitFor();

  await creatorPage.reload();
  await expect.poll(() => stat(creatorPage, 'Valid').textContent()).toBe('1');
  expect([...creatorTab.errors, ...pickerTab.errors]).toEqual([]);
});

it('shows the countdown the fetching settings set, and the server holds to it', async () => {
  const admin = await suite.server.addUser('admin');
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  const { page: superPage } = await signedInTab(suite, suite.server.superAdmin, '/super-admin/operations');
  await superPage.goto(`${suite.server.url}/#/super-admin/settings`);
  await superPage.getByRole('heading', { name: 'Fetching Settings' }).waitFor();
  await superPage.getByLabel('Delay Time (seconds)').fill('30');
  await superPage.getByLabel('Enable Delay').check();
  await superPage.getByRole('button', { name: 'Save Settings' }).click();
  await superPage.getByText('Settings updated successfully').waitFor();

  for (const n of ['5550000001', '5550000002']) await suite.server.addLead(creator._id, n);
  const { page } = await signedInTab(suite, picker, '/data-picker/collect');
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  await page
    .getByRole('region', { name: 'Fetched rental' })
    .getByRole('button', { name: 'Invalid Number' })
    .click();
  await page
    .getByRole('dialog', { name: 'Invalid Number' })
    .getByRole('button', { name: 'Invalid Number' })
    .click();
  await page.getByText('successfully finished!').waitFor();
  await page.getByRole('button', { name: /^Wait \d+s$/ }).waitFor();
  const label = await page.getByRole('button', { name: /^Wait \d+s$/ }).textContent();
  expect(Number(label?.match(/\d+/)?.[0])).toBeGreaterThan(25);

  // A client that ignores its countdown is refused by the suite.server.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state.accessToken);
  const refused = await fetch(`${suite.server.url}/api/v1/rental/get-single-rental`, {
    headers: { authorization: token },
  });
  expect(refused.status).toBe(429);
  expect((await refused.json()).code).toBe('delay');
});
