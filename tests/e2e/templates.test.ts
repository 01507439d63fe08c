/**
 * Message templates from end to end (docs/rules/templates.md#d12.4, docs/rules/templates.md#d12.5): an admin writes a template with variables in
 * the editor, and a picker of its group holding a rental chooses it and gets the filled text as a
 * WhatsApp link and an SMS link to the rental's number.
 */
import { expect, it } from 'vitest';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

it('an admin’s template with variables reaches its picker as a WhatsApp link with the filled text', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, teamLeaderId: leader._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(creator._id, '+507 6123 4567');

  const { page: adminPage, errors: adminErrors } = await signedInTab(
    suite,
    admin,
    '/admin/create-teamLeader',
  );
  await adminPage.getByRole('link', { name: 'Message Templates' }).click();
  await adminPage.waitForURL('**/#/admin/message-templates');
  // The install's defaults are there, read only for an admin.
  await adminPage
    .getByRole('row', { name: /^Interested/ })
    .getByText('Read only')
    .waitFor();
  await adminPage.getByRole('button', { name: 'New Template' }).click();
  const form = adminPage.getByRole('form', { name: 'Template' });
  await form.getByLabel('Name').fill('WhatsApp hello');
  const message = form.getByLabel('Message');
  await message.fill('Hi {client_name}, I am {picker_name}. Is {address} still available for ');
  // The caret is at the end: Rent goes there.
  await form.getByRole('button', { name: 'Rent', exact: true }).click();
  await expect
    .poll(() => message.inputValue())
    .toBe('Hi {client_name}, I am {picker_name}. Is {address} still available for {rent}');
  await form
    .getByText('Hi Maria, I am Pete Picker. Is 12 Main St, Springfield still available for $750')
    .waitFor();
  await form.getByRole('button', { name: 'Save Template' }).click();
  await adminPage.getByText('Template created successfully').waitFor();
  await adminPage.getByRole('row', { name: /^WhatsApp hello/ }).waitFor();

  const { page, errors: pickerErrors } = await signedInTab(suite, picker, '/data-picker/collect');
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  await page.getByRole('region', { name: 'Fetched rental' }).getByText('1 Test Road').waitFor();
  const card = page.getByRole('region', { name: 'First message' });
  // The group's own template comes first, before the defaults.
  await expect(card.getByLabel('Template').locator('option').first().textContent()).resolves.toBe(
    'WhatsApp hello',
  );
  await card.getByLabel('Template').selectOption({ label: 'WhatsApp hello' });
  const text = `Hi Seeded Client, I am ${picker.name}. Is 1 Test Road still available for $800`;
  await card.getByText(text).waitFor();
  const whatsApp = card.getByRole('link', { name: /Open in WhatsApp/ });
  expect(await whatsApp.getAttribute('href')).toBe(
    `https://wa.me/50761234567?text=${encodeURIComponent(text)}`,
  );
  expect(await whatsApp.getAttribute('target')).toBe('_blank');
  expect(await whatsApp.getAttribute('rel')).toBe('noopener');
  expect(await card.getByRole('link', { name: 'Send as SMS' }).getAttribute('href')).toBe(
    `sms:+50761234567?body=${encodeURIComponent(text)}`,
  );
  expect([...adminErrors, ...pickerErrors]).toEqual([]);
});
