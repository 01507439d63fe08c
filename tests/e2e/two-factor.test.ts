/**
 * Two-factor sign-in (docs/rules/auth.md, "Two-factor"), driven in Chromium: a user sets it up in its
 * profile with its password and a code computed here from the secret shown, signs out, signs in with
 * a code, then with a recovery code; an admin the settings require it of sets it up at sign-in. axe
 * finds nothing serious in the set-up, the recovery codes nor the code prompt.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { settings } from '../../server/src/db/schema';
import { codeAt } from '../../server/src/services/auth/totp';
import { seriousViolations } from './support/axe';
import { newPage, type TestPage } from './support/browser';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const tabs: TestPage[] = [];

afterEach(async () => {
  for (const tab of tabs.splice(0)) await tab.close();
});

async function open(): Promise<TestPage> {
  const tab = await newPage(suite.browser);
  tabs.push(tab);
  await tab.page.goto(`${suite.server.url}/`);
  return tab;
}

async function password(page: Page, email: string, secret: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The app's code a step ahead: the step just used for the set-up is refused as a replay. */
const nextCode = (secret: string) => codeAt(secret, new Date(Date.now() + 30_000));

const secretShown = async (page: Page) =>
  (await page.getByLabel('Secret', { exact: true }).inputValue()).replace(/\s/g, '');

describe('two-factor sign-in', () => {
  it('is set up in the profile, then asks for a code or a recovery code after the password', async () => {
    const creator = await suite.server.addUser('data-creator');
    const { page, errors } = await open();
    await password(page, creator.email, creator.password);
    await page.waitForURL(/#\/.+/);

    await page.goto(`${suite.server.url}/#/profile`);
    const section = page.getByRole('region', { name: 'Two-factor' });
    await section.getByText('Two-factor is off.').waitFor();
    await section.getByRole('button', { name: 'Set up two-factor' }).click();
    await section.getByRole('img', { name: 'QR code of your two-factor secret' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const secret = await secretShown(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Turning it on asks for the password too: an access token alone turns nothing on.
    await section.getByLabel('Password', { exact: true }).fill(creator.password);
    await section.getByLabel('Authentication code').fill(codeAt(secret, new Date()));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('region', { name: 'Recovery codes' });
    await codes.waitFor();
    const recoveryCodes = await codes.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByText(/Two-factor is on.*Recovery codes left: 10/).waitFor();

    // Signs out, then in again: the code prompt after the password.
    await page.getByRole('button', { name: creator.name }).first().click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await password(page, creator.email, creator.password);
    await page.getByLabel('Authentication code').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid authentication code').waitFor();
    await page.getByLabel('Authentication code').fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/#\/data-creator\//);

    // And with a recovery code, in another browser.
    const other = await open();
    await password(other.page, creator.email, creator.password);
    await other.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await other.page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await other.page.getByRole('button', { name: 'Verify' }).click();
    await other.page.waitForURL(/#\/data-creator\//);
    // The wrong code's 401 is the one error the browser logs.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('sets it up at sign-in for an admin the settings require it of', async () => {
    await suite.server.app.db.update(settings).set({ twoFactorRequiredFor: 'admins' });
    try {
      const admin = await suite.server.addUser('admin');
      const { page, errors } = await open();
      await password(page, admin.email, admin.password);
      await page.getByRole('heading', { name: 'Set up two-factor' }).waitFor();
      await page.getByRole('img', { name: 'QR code of your two-factor secret' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const secret = await secretShown(page);
      await page.getByLabel('Authentication code').fill(codeAt(secret, new Date()));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('region', { name: 'Recovery codes' }).waitFor();
      expect(await page.getByRole('listitem').count()).toBe(10);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/#\/admin\//);
      expect(errors).toEqual([]);
    } finally {
      await suite.server.app.db.update(settings).set({ twoFactorRequiredFor: 'nobody' });
    }
  });
});
