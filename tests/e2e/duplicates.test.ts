/**
 * Duplicates beyond the number in Chromium (docs/rules/leads.md#d5.14): a creator's second copy of a post is refused
 * under its link; a likely duplicate shows its match with "Open" and "Create anyway" creates it.
 */
import { expect, it } from 'vitest';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

it('refuses a duplicate post and creates a likely duplicate once the creator says so', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-creator',
    adminId: admin._id,
  });
  const creator = await suite.server.addUser('data-creator', {
    adminId: admin._id,
    teamLeaderId: leader._id,
  });
  const { page, errors } = await signedInTab(suite, creator, '/data-creator/create');

  const form = page.getByRole('form', { name: 'Rental' });
  const fill = async (fields: { number: string; rent: string; address: string; post: string }) => {
    await form.getByLabel('Facebook Name').fill('Maria Lopez');
    await form.getByLabel('Client Name').fill('Maria');
    await form.getByLabel('Number').fill(fields.number);
    await form.getByLabel('Rent', { exact: true }).fill(fields.rent);
    await form.getByLabel('House/Apt Details').fill('2 bedrooms, 1 bath');
    await form.getByLabel('Address').fill(fields.address);
    await form.getByLabel('Post Link').fill(fields.post);
    await form.getByRole('button', { name: 'Create Rental' }).click();
  };

  await fill({
    number: '(555) 201-3344',
    rent: '$900',
    address: '12 Main St, Springfield',
    post: 'https://www.facebook.com/groups/rentals/posts/1',
  });
  await page.getByText('created data successfully').waitFor();

  // The same post shared from the phone: refused under its link, whatever else differs.
  await fill({
    number: '(555) 201-9999',
    rent: '$1,500',
    address: '40 Elm Road',
    post: 'https://m.facebook.com/groups/rentals/posts/1/?mibextid=Nif5oz',
  });
  const postLink = form.getByLabel('Post Link');
  await expect.poll(() => postLink.getAttribute('aria-invalid')).toBe('true');
  await form.getByText('This post already exists').waitFor();

  // Another post of the same flat: the match shows, with its Open link, and Create anyway creates it.
  await fill({
    number: '(555) 201-7777',
    rent: '900 a month',
    address: '12 Main Street Springfield',
    post: 'https://facebook.com/marketplace/item/55',
  });
  const matches = page.getByRole('region', { name: 'This lead may already exist' });
  await matches.getByText('12 Main St, Springfield').waitFor();
  expect(await matches.getByRole('link', { name: 'Open 12 Main St, Springfield' }).getAttribute('href')).toBe(
    'https://www.facebook.com/groups/rentals/posts/1',
  );
  // The first lead's toast gone first (it stays 4 s), so the one awaited next is this lead's.
  await page.getByText('created data successfully').waitFor({ state: 'detached' });
  await matches.getByRole('button', { name: 'Create anyway' }).click();
  await page.getByText('created data successfully').waitFor();
  await matches.waitFor({ state: 'detached' });
  expect(await form.getByLabel('Address').inputValue()).toBe('');
  // The browser logs each refused request; nothing else went wrong.
  const refused =
    'console.error: Failed to load resource: the server responded with a status of 409 (Conflict)';
  expect(errors).toEqual([refused, refused]);
});
