/**
 * One thumb on a 390 × 844 phone (issue 49; docs/rules/screens.md#d2.6): Collect with a held lead, its
 * deal form and Create Rental never scroll sideways, every button and field is at least 44 px tall, the
 * held lead's number is large and above the fold, the keys' hint is gone, and Invalid Number is not
 * beside Finish.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { findOverflows, pageScrollsSideways, smallTargets } from './support/deep-dom';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const phone = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots/phone';

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

/** No sideways scroll, no spilled text, no target under 44 px inside `tag`. */
async function fitsAThumb(page: Page, tag: string) {
  expect(await page.evaluate(pageScrollsSideways)).toBeNull();
  expect(await page.evaluate(findOverflows)).toEqual([]);
  expect(await page.evaluate(smallTargets, tag)).toEqual([]);
}

it('fits Collect with a held lead, and its deal form, to a thumb', async () => {
  const { picker, creator } = await team();
  await suite.server.addLead(creator._id, '5554000001');
  const { page, errors } = await signedInTab(suite, picker, '/data-picker/collect', { viewport: phone });
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  const held = page.getByRole('region', { name: 'Fetched rental' });
  await held.waitFor();
  await fitsAThumb(page, 'rl-collect');
  // The shell's own controls (the menu, the account button) are a thumb's too.
  expect(await page.evaluate(smallTargets, 'rl-shell')).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/collect.png`, fullPage: true });

  // The number: large, and whole inside the first screen.
  const number = held.getByRole('definition').filter({ hasText: '555' }).locator('span').first();
  const box = await number.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(phone.height);
  const fontSize = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
  const label = held.getByRole('term').filter({ hasText: 'Number' }).first();
  expect(await number.evaluate(fontSize)).toBeGreaterThanOrEqual(1.4 * (await label.evaluate(fontSize)));
  // No keyboard on a phone: the keys' hint is not shown.
  await expect(page.getByText('Keys:').isVisible()).resolves.toBe(false);
  // Invalid Number sits apart from Finish: not in its row, and not the next target below it.
  const finish = await held.getByRole('button', { name: 'Finish' }).boundingBox();
  const invalid = await held.getByRole('button', { name: 'Invalid Number' }).boundingBox();
  expect(finish && invalid && invalid.y - (finish.y + finish.height)).toBeGreaterThan(88);

  await held.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Close deal' }).click();
  await page.getByRole('dialog', { name: 'Close deal' }).getByRole('form').waitFor();
  await fitsAThumb(page, 'rl-collect');
  await page.screenshot({ path: `${SCREENSHOTS}/deal-form.png`, fullPage: true });
  expect(errors).toEqual([]);
});

it('fits Create Rental to a thumb', async () => {
  const { creator } = await team();
  const { page, errors } = await signedInTab(suite, creator, '/data-creator/create', { viewport: phone });
  await page.getByRole('form', { name: 'Rental' }).waitFor();
  await fitsAThumb(page, 'rl-create-rental');
  await page.screenshot({ path: `${SCREENSHOTS}/create-rental.png`, fullPage: true });
  expect(errors).toEqual([]);
});
