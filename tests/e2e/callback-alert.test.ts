/**
 * Collect's callback alert (docs/rules/claiming.md#d5.29) in Chromium against the real server: a picker's callbacks
 * due seconds ahead show as upcoming, the alert counts them as due when their time comes, with no reload,
 * and the due one opens from the header.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { rentals } from '../../server/src/db/schema';
import { seriousViolations } from './support/axe';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const alert = (page: Page) => page.getByRole('status', { name: 'Callback alert' });

it('counts callbacks up as they come due, without a reload, and opens the due one', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, teamLeaderId: leader._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(creator._id, '5554100001');
  await suite.server.addLead(creator._id, '5554100002');
  // Two callbacks of this picker's, as Call Back Later leaves them (docs/rules/claiming.md#d5.5), due a few
  // seconds apart from now: the test waits for each change, never for a time.
  const leads = await suite.server.app.db.select({ id: rentals.id, number: rentals.number }).from(rentals);
  const first = leads.find((lead) => lead.number.endsWith('4100001'))!;
  const second = leads.find((lead) => lead.number.endsWith('4100002'))!;
  const waiting = {
    isFetched: true,
    outcome: 'callback' as const,
    attempts: 1,
    callbackPickerId: picker._id,
    callbackLeaderId: leader._id,
  };
  await suite.server.app.db
    .update(rentals)
    .set({ ...waiting, dueAt: new Date(Date.now() + 6_000) })
    .where(eq(rentals.id, first.id));
  await suite.server.app.db
    .update(rentals)
    .set({ ...waiting, dueAt: new Date(Date.now() + 12_000) })
    .where(eq(rentals.id, second.id));

  const { page, errors } = await signedInTab(suite, picker, '/data-picker/collect');
  await expect
    .poll(() => alert(page).textContent(), { timeout: 5_000 })
    .toBe('2 callbacks due within 15 minutes');
  expect(await seriousViolations(page)).toEqual([]);

  // Each comes due on the browser's clock, which the server's answer agrees with: no reload.
  await expect
    .poll(() => alert(page).textContent(), { timeout: 20_000 })
    .toBe('1 callback due · 1 callback due within 15 minutes');
  await expect.poll(() => alert(page).textContent(), { timeout: 20_000 }).toBe('2 callbacks due');
  expect(await seriousViolations(page)).toEqual([]);

  // The most overdue one opens from the header: it becomes the held lead.
  await page.getByRole('button', { name: /^Open now: callback / }).click();
  await page
    .getByRole('region', { name: 'Fetched rental' })
    .getByText('Served again after Call Back Later: attempt 2')
    .waitFor();
  await expect.poll(() => alert(page).textContent(), { timeout: 10_000 }).toBe('1 callback due');
  expect(errors).toEqual([]);
});
