/**
 * A call from Collect on a 390 × 844 phone (docs/rules/claiming.md#d5.24): Call dials the held lead's number, the page
 * coming back asks 'How did the call go?' with the call's duration, the outcome chosen ends the lead, and the call
 * shows in the lead's calls from All Leads with its duration and outcome.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { rentals } from '../../server/src/db/schema';
import { seriousViolations } from './support/axe';
import { pageScrollsSideways } from './support/deep-dom';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const phone = { width: 390, height: 844 };

/**
 * The phone's dialer is not here: a `tel:` link pressed is written down and goes nowhere, as the page sees it on a
 * phone while the dialer has the screen.
 */
const keepDialerAway = (page: Page) =>
  page.evaluate(() => {
    const dialed: string[] = [];
    (window as unknown as { dialed: string[] }).dialed = dialed;
    document.addEventListener(
      'click',
      (event) => {
        const link = event.composedPath().find((node) => node instanceof HTMLAnchorElement);
        if (link instanceof HTMLAnchorElement && link.href.startsWith('tel:')) {
          event.preventDefault();
          dialed.push(link.href);
        }
      },
      true,
    );
  });
const dialed = (page: Page) => page.evaluate(() => (window as unknown as { dialed: string[] }).dialed);

/** The dialer takes the screen and hands it back: the page is hidden, then shown again. */
const leaveAndComeBack = (page: Page) =>
  page.evaluate(() => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });

it('calls the held lead, asks how it went on the return, and logs the call with its duration', async () => {
  const admin = await suite.server.addUser('admin', { name: 'Ada Admin' });
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', {
    adminId: admin._id,
    teamLeaderId: leader._id,
    name: 'Pablo Picker',
  });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.app.db.insert(rentals).values({
    facebookName: 'Seeded Lead',
    clientName: 'Carla Calls',
    number: '+15553007788',
    rent: '$800',
    houseAptDetails: 'Studio',
    address: '1 Call Road',
    postLink: 'https://facebook.com/posts/calls',
    creatorId: creator._id,
    creatorAdminId: admin._id,
  });

  const { page, errors } = await signedInTab(suite, picker, '/data-picker/collect', { viewport: phone });
  await keepDialerAway(page);
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  const held = page.getByRole('region', { name: 'Fetched rental' });
  await held.waitFor();
  await page.getByRole('region', { name: 'Calls to this lead' }).getByText('No calls yet').waitFor();
  const call = held.getByRole('link', { name: 'Call', exact: true });
  expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(pageScrollsSideways)).toBeNull();

  const started = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/calls'));
  await call.click();
  expect((await started).status()).toBe(200);
  expect(await dialed(page)).toEqual(['tel:+15553007788']);
  await held.getByText(/^On the call: \d\d:\d\d$/).waitFor();

  // The call lasts a minute on the server's clock, which times the log.
  suite.server.advanceClock(65_000);
  await leaveAndComeBack(page);
  const question = page.getByRole('dialog', { name: 'How did the call go?' });
  await question.getByText(/^Duration: \d\d:\d\d$/).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'No Answer' }).click();
  await page.getByText('No Answer: saved').first().waitFor();
  await question.waitFor({ state: 'detached' });

  const adminTab = await signedInTab(suite, admin, '/admin/create-teamLeader', { viewport: phone });
  await adminTab.page.goto(`${suite.server.url}/#/admin/manage-by-creators`);
  // All Leads opens on the leads not fetched yet; this one was.
  await adminTab.page.getByLabel('Fetch state').selectOption('All');
  await adminTab.page
    .getByRole('table', { name: 'All Leads' })
    .getByRole('row')
    .filter({ hasText: 'Carla Calls' })
    .getByRole('button', { name: /Actions for/ })
    .click();
  await adminTab.page.getByRole('menuitem', { name: 'Calls…' }).click();
  const calls = adminTab.page.getByRole('dialog', { name: 'Calls' });
  const row = calls.getByRole('row').filter({ hasText: 'Pablo Picker' });
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  expect(cells.slice(1)).toEqual(['Pablo Picker', 'Call', expect.stringMatching(/^\d\d:\d\d$/), 'No Answer']);
  // The minute the server's clock was moved, and the real seconds the test took between the press and the answer.
  const [minutes, seconds] = cells[3]!.split(':').map(Number);
  expect(minutes! * 60 + seconds!).toBeGreaterThanOrEqual(65);
  expect(minutes! * 60 + seconds!).toBeLessThan(125);
  expect([...errors, ...adminTab.errors]).toEqual([]);
});
