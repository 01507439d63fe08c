/**
 * Callbacks and deals within reach from Collect (issue 48; docs/rules/claiming.md#d5.18, docs/rules/deals.md#d6.2): a
 * picker saves a callback, the card says when it comes back, 'My callbacks' lists it and opens it once
 * due, and the deal of the lead finished valid is closed from Collect without typing its number.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { closedRentals, rentals } from '../../server/src/db/schema';
import { seriousViolations } from './support/axe';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** A real 1×1 PNG, so the server's content check sees a picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A moment as the English date field reads it, in the browser's zone (Node's, here). */
const typedAt = (ms: number) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);

const heldRegion = (page: Page) => page.getByRole('region', { name: 'Fetched rental' });
const myCallbacks = (page: Page) => page.getByRole('region', { name: 'My callbacks' });

it('a picker opens a due callback from ‘My callbacks’ and closes a deal from Collect without typing the number', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, teamLeaderId: leader._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(creator._id, '5554000001');

  const { page, errors } = await signedInTab(suite, picker, '/data-picker/collect');
  await myCallbacks(page)
    .getByText(/No callbacks waiting/)
    .waitFor();
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  await heldRegion(page).getByRole('button', { name: 'Call Back Later' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call Back Later' });
  await dialog.getByLabel('Call back at', { exact: true }).fill(typedAt(Date.now() + 2 * 60_000));
  await dialog.getByRole('button', { name: 'Save callback' }).click();
  await page.getByText('Call Back Later: saved').waitFor();
  // The card says what becomes of the lead; the list shows it upcoming, with no Open yet.
  await page
    .getByText(/^Will come back to you at .* \(Panama time\); until then it waits in My callbacks\.$/)
    .waitFor();
  const item = myCallbacks(page).getByRole('listitem').filter({ hasText: '400-0001' });
  await item.getByText(/^Due at /).waitFor();
  expect(await item.getByRole('button').count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Due on the server's clock: read again, the callback offers Open, which claims that lead.
  suite.server.advanceClock(3 * 60_000);
  await page.reload();
  await item.getByText(/^Due since /).waitFor();
  await item.getByRole('button', { name: /^Open callback / }).click();
  await heldRegion(page).getByText('Served again after Call Back Later: attempt 2').waitFor();
  await expect
    .poll(() =>
      myCallbacks(page)
        .getByText(/No callbacks waiting/)
        .isVisible(),
    )
    .toBe(true);

  await heldRegion(page).getByRole('button', { name: 'Finish' }).click();
  await page.getByText(/^Valid: it ends here and will not come back/).waitFor();
  await page.getByRole('button', { name: 'Close deal' }).click();
  const deal = page.getByRole('dialog', { name: 'Close deal' });
  const form = deal.getByRole('form', { name: 'Close Deal' });
  await form.getByLabel('Client Email').fill('tenant@example.com');
  await form.getByLabel('Payment method').selectOption('debit');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: TINY_PNG });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Close Deal' }).click();
  await deal.getByRole('heading', { name: 'Deal closed' }).waitFor();
  // No number was typed: the page never showed the Deal Closing search.
  expect(await page.getByRole('searchbox', { name: 'Search by number' }).count()).toBe(0);

  const [lead] = await suite.server.app.db
    .select({ id: rentals.id, number: rentals.number })
    .from(rentals)
    .where(eq(rentals.fetcherId, picker._id));
  const closed = await suite.server.app.db
    .select({
      number: closedRentals.number,
      email: closedRentals.clientEmail,
      rentalId: closedRentals.rentalId,
    })
    .from(closedRentals)
    .where(eq(closedRentals.rentalId, lead!.id));
  expect(closed).toEqual([{ number: lead!.number, email: 'tenant@example.com', rentalId: lead!.id }]);
  await deal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  expect(errors).toEqual([]);
});
