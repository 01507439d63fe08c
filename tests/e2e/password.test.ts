/**
 * Change password (docs/rules/auth.md#d3.10), driven in Chromium: the super-admin, signed in from two
 * browsers, opens Profile from the account menu and changes its password there; the other browser is
 * signed out at its next call, the old password no longer signs in and the new one does. axe finds nothing
 * serious on the form.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const HOME = '/super-admin/operations';
const NEW_PASSWORD = 'a-brand-new-secret';

const signIn = async (page: Page, password: string) => {
  await page.getByLabel('Email').fill(suite.server.superAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

describe('changing one’s own password', () => {
  it('from the profile the menu opens: other browsers signed out, only the new password signs in', async () => {
    const other = await signedInTab(suite, suite.server.superAdmin, HOME);
    const mine = await signedInTab(suite, suite.server.superAdmin, HOME);
    const { page } = mine;

    await page
      .getByRole('button', { name: /Root|Super/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/#/profile');
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('New password again').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Wrong password').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Current password').fill(suite.server.superAdmin.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other sessions (1) were signed out.').waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');

    // The other browser's session ended: its next call is refused, its refresh too, and it signs out.
    await other.page.reload();
    await other.page.waitForURL(/#\/$/);
    await other.page.getByRole('heading', { name: 'Login' }).waitFor();
    await signIn(other.page, suite.server.superAdmin.password);
    await other.page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await signIn(other.page, NEW_PASSWORD);
    await other.page.waitForURL(`**/#${HOME}`);

    // This browser goes on.
    await page.reload();
    await page.getByRole('region', { name: 'My Info' }).waitFor();
    // The wrong password's 400, which the browser logs itself; nothing else.
    expect(mine.errors).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
