/**
 * A picker's day at Collect (issue 29; docs/rules/claiming.md#d5.5, docs/rules/claiming.md#d5.12): every ending with the keyboard only, the held
 * lead kept over a reload, a callback served back to its picker when due, and Collect with a held lead
 * and the creator's form on a 390 px phone without sideways scrolling or broken buttons.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { leadReturns, rentals } from '../../server/src/db/schema';
import { seriousViolations } from './support/axe';
import { findOverflows, pageScrollsSideways } from './support/deep-dom';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** A moment as the English date field reads it, in the browser's zone (Node's, here): "11/22/2026, 9:41 PM". */
const typedAt = (ms: number) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);

async function team() {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, teamLeaderId: leader._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  return { picker, creator };
}

const heldRegion = (page: Page) => page.getByRole('region', { name: 'Fetched rental' });
// The number's own line, apart from its Copy button and Call and WhatsApp under it (docs/rules/claiming.md#d5.24).
const heldNumber = async (page: Page) =>
  (await heldRegion(page).getByRole('definition').nth(1).locator(':scope > span').textContent())?.trim();
const isFocused = (page: Page) =>
  heldRegion(page).evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);

/** Presses F and waits for the lead, which takes the focus. */
async function fetchByKey(page: Page) {
  await page.keyboard.press('f');
  await heldRegion(page).waitFor();
  await expect.poll(() => isFocused(page)).toBe(true);
}

const outcomesOf = async (pickerId: string) =>
  (
    await suite.server.app.db
      .select({ status: rentals.numberStatus, outcome: rentals.outcome, picker: rentals.fetcherId })
      .from(rentals)
  ).filter((lead) => lead.picker === pickerId || lead.outcome !== null);

it('ends a lead each way with the keyboard alone, and shows the held lead again after a reload', async () => {
  const { picker, creator } = await team();
  for (let i = 0; i < 8; i++) await suite.server.addLead(creator._id, `55510000${10 + i}`);
  const { page, errors } = await signedInTab(suite, picker, '/data-picker/collect');
  await page.getByRole('button', { name: 'Fetch Rental' }).waitFor();

  await fetchByKey(page);
  expect(await seriousViolations(page)).toEqual([]);
  const number = await heldNumber(page);
  await page.reload();
  await heldRegion(page).waitFor();
  expect(await heldNumber(page)).toBe(number);
  await expect.poll(() => page.getByRole('button', { name: 'Fetched' }).isDisabled()).toBe(true);

  await page.keyboard.press('1');
  await page.getByText('successfully finished!').first().waitFor();
  await fetchByKey(page);
  // Invalid Number is final: it asks first, focus on Cancel, as Do Not Contact does.
  await page.keyboard.press('2');
  await page.getByRole('dialog', { name: 'Invalid Number' }).waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByText('successfully finished!').count()).toBeGreaterThan(1);
  await fetchByKey(page);
  await page.keyboard.press('3');
  await page.getByText('No Answer: saved').waitFor();
  await fetchByKey(page);
  await page.keyboard.press('4');
  // The dialog opens on its time field: this time tomorrow, typed month first, then saved.
  await page.getByRole('dialog', { name: 'Call Back Later' }).waitFor();
  await page.keyboard.type(typedAt(Date.now() + 86_400_000));
  await page.keyboard.press('Enter');
  await page.getByText('Call Back Later: saved').waitFor();
  await fetchByKey(page);
  await page.keyboard.press('5');
  await page.getByText('Not Interested: saved').waitFor();
  await fetchByKey(page);
  await page.keyboard.press('6');
  const confirm = page.getByRole('dialog', { name: 'Do Not Contact' });
  await confirm.waitFor();
  // Focus opens on Cancel, the safe choice; Tab reaches the action.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.getByText('Do Not Contact: saved').waitFor();
  await fetchByKey(page);
  await page.keyboard.press('7');
  await page.getByRole('dialog', { name: 'Skip this rental' }).waitFor();
  // The reason list has the focus: the first reason, then past the note and Cancel to Skip.
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.getByText('Rental skipped').waitFor();

  const ended = await outcomesOf(picker._id);
  expect(ended.map((lead) => lead.status ?? lead.outcome).sort()).toEqual(
    ['callback', 'do-not-contact', 'invalid', 'no-answer', 'not-interested', 'valid'].sort(),
  );
  const skips = await suite.server.app.db.select().from(leadReturns).where(eq(leadReturns.kind, 'skipped'));
  expect(skips.map((skip) => skip.pickerId)).toEqual([picker._id]);

  // `?` lists the keys, axe-clean; Escape closes the list.
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('serves a callback back to its picker once it is due, and not before', async () => {
  const { picker, creator } = await team();
  for (const n of ['5552000001', '5552000002']) await suite.server.addLead(creator._id, n);
  const { page, errors } = await signedInTab(suite, picker, '/data-picker/collect');
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  const first = await heldNumber(page);
  await heldRegion(page).getByRole('button', { name: 'Call Back Later' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call Back Later' });
  // Two minutes ahead.
  await dialog.getByLabel('Call back at', { exact: true }).fill(typedAt(Date.now() + 2 * 60_000));
  await dialog.getByRole('button', { name: 'Save callback' }).click();
  await page.getByText('Call Back Later: saved').waitFor();

  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  expect(await heldNumber(page)).not.toBe(first);
  await heldRegion(page).getByRole('button', { name: 'Finish' }).click();
  await page.getByText('successfully finished!').waitFor();

  suite.server.advanceClock(3 * 60_000);
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  await heldRegion(page).getByText('Served again after Call Back Later: attempt 2').waitFor();
  expect(await heldNumber(page)).toBe(first);
  expect(errors).toEqual([]);
});

it('fits a 390 px phone: Collect with a held lead and the creator’s form', async () => {
  const { picker, creator } = await team();
  await suite.server.addLead(creator._id, '5553000001');
  const phone = { width: 390, height: 844 };
  const brokenButtons = (page: Page) =>
    page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i++)
        for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      // A button squeezed narrower than its word wraps it letter by letter ("C o p y").
      return roots
        .flatMap((root) => [...root.querySelectorAll('button')])
        .filter((button) => button.getClientRects().length > 0 && button.getBoundingClientRect().height > 56)
        .map((button) => button.textContent);
    });

  const { page, errors } = await signedInTab(suite, picker, '/data-picker/collect', { viewport: phone });
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  await heldRegion(page).waitFor();
  expect(await page.evaluate(pageScrollsSideways)).toBeNull();
  expect(await page.evaluate(findOverflows)).toEqual([]);
  expect(await brokenButtons(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/collect-390.png', fullPage: true });

  const creatorTab = await signedInTab(suite, creator, '/data-creator/create', { viewport: phone });
  await creatorTab.page.getByRole('form', { name: 'Rental' }).waitFor();
  expect(await creatorTab.page.evaluate(pageScrollsSideways)).toBeNull();
  expect(await creatorTab.page.evaluate(findOverflows)).toEqual([]);
  expect(await brokenButtons(creatorTab.page)).toEqual([]);
  expect([...errors, ...creatorTab.errors]).toEqual([]);
});
