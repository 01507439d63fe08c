/**
 * A client's data in Chromium (docs/rules/client-data.md#d13): the super-admin finds a client by number on the Client
 * Data screen, sees its lead and its deal with the image, exports it as .json and .xlsx, erases it
 * with a reason and the do-not-contact box ticked, and then finds it gone from Picked Leads and from
 * Closed Rentals, where its rows read "Erased".
 */
import { expect, it } from 'vitest';
import { closedRentals, dealImages, rentals } from '../../server/src/db/schema';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A lead a picker worked and closed as a deal with its image, written as the API writes them. */
async function seedClient() {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, teamLeaderId: leader._id });
  const creatorLeader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-creator',
    adminId: admin._id,
  });
  const creator = await suite.server.addUser('data-creator', {
    adminId: admin._id,
    teamLeaderId: creatorLeader._id,
  });
  const at = new Date();
  const [lead] = await suite.server.app.db
    .insert(rentals)
    .values({
      facebookName: 'Maria L',
      clientName: 'Maria Lopez',
      clientEmail: 'maria.lopez@example.com',
      number: '+15552017700',
      rent: '$900',
      houseAptDetails: '2 bedrooms',
      address: '12 Main St, Springfield',
      postLink: 'https://facebook.com/groups/rentals/posts/7',
      creatorId: creator._id,
      creatorAdminId: admin._id,
      creatorLeaderId: creatorLeader._id,
      fetcherId: picker._id,
      fetcherAdminId: admin._id,
      fetcherLeaderId: leader._id,
      isFetched: true,
      isFinished: true,
      fetchedAt: at,
      finishedDate: at,
      numberStatus: 'valid',
    })
    .returning();
  await suite.server.app.db
    .insert(dealImages)
    .values({ name: 'maria-proof.png', contentType: 'image/png', bytes: PNG, size: PNG.length });
  await suite.server.app.db.insert(closedRentals).values({
    rentalId: lead!.id,
    number: lead!.number,
    rent: lead!.rent,
    houseAptDetails: lead!.houseAptDetails,
    address: lead!.address,
    clientName: lead!.clientName,
    clientEmail: 'maria.lopez@example.com',
    paymentMethod: 'debit',
    closingImage: 'maria-proof.png',
    fetcherId: picker._id,
    fetcherAdminId: admin._id,
    fetcherLeaderId: leader._id,
    creatorId: creator._id,
  });
}

it('exports then erases a client’s data, and the lead tables and the deal list no longer hold it', async () => {
  await seedClient();
  const { page, errors } = await signedInTab(suite, suite.server.superAdmin, '/super-admin/operations');

  await page.getByRole('link', { name: 'Client Data' }).click();
  await page.waitForURL('**/#/super-admin/client-data');
  await page.getByRole('searchbox', { name: 'Phone number or email' }).fill('(555) 201-7700');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('heading', { name: 'Leads (1)' }).waitFor();
  await page.getByRole('heading', { name: 'Deals (1)' }).waitFor();
  await page.getByRole('img', { name: 'Closing proof of the deal with Maria Lopez' }).waitFor();
  expect(await page.getByRole('region', { name: 'Leads' }).textContent()).toContain(
    'maria.lopez@example.com',
  );

  for (const format of ['json', 'xlsx'] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export .${format}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^client_data_\\d+\\.${format}$`));
  }

  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase client data' });
  expect(await dialog.textContent()).toContain('1 lead, 1 deal with 1 image');
  await dialog.getByLabel('Reason').fill('Asked under Law 81');
  await dialog.getByLabel('Add the number to the do-not-contact list').check();
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await page.getByText("The client's data was erased").waitFor();
  await dialog.waitFor({ state: 'hidden' });
  // The same search now finds nothing held about the client: no lead, deal or message
  // (docs/rules/client-data.md#d13.6).
  await page.getByRole('status').filter({ hasText: 'No data is held about this client.' }).waitFor();

  // Picked Leads: the lead was worked (All Leads opens on leads not fetched yet).
  await page.getByRole('link', { name: 'Picked Leads' }).click();
  await page
    .getByRole('row', { name: /Erased/ })
    .first()
    .waitFor();
  expect(await page.getByText('Maria Lopez').count()).toBe(0);
  expect(await page.getByText('(555) 201-7700').count()).toBe(0);

  await page.getByRole('link', { name: 'Closed Rentals' }).click();
  await page
    .getByRole('row', { name: /Erased/ })
    .first()
    .waitFor();
  expect(await page.getByText('Maria Lopez').count()).toBe(0);
  expect(await page.getByText('maria.lopez@example.com').count()).toBe(0);

  expect(errors).toEqual([]);
});
