/** Sign-in, guards, logout and password recovery, driven in Chromium through the host page. */
import { afterEach, describe, expect, it } from 'vitest';
import { newPage, type TestPage } from './support/browser';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
let tab: TestPage;

afterEach(async () => {
  await tab?.close();
});

const open = async (hash = '') => {
  tab = await newPage(suite.browser);
  await tab.page.goto(`${suite.server.url}/${hash}`);
  return tab.page;
};

const signIn = async (page: TestPage['page'], email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

describe('signing in', () => {
  it('takes the super-admin to its home inside the shell', async () => {
    const page = await open();
    await signIn(page, suite.server.superAdmin.email, suite.server.superAdmin.password);
    await page.waitForURL('**/#/super-admin/operations');
    await page.getByRole('heading', { name: 'Operations' }).waitFor();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByText('Super Admin').waitFor();
    expect(tab.errors).toEqual([]);
  });

  it("shows the server's message under the form for a wrong password", async () => {
    const page = await open();
    await signIn(page, suite.server.superAdmin.email, 'not-the-password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
    expect(page.url()).toBe(`${suite.server.url}/`);
  });

  it('sends a signed-in user who opens the login page to its home, and logs out', async () => {
    const page = await open();
    await signIn(page, suite.server.superAdmin.email, suite.server.superAdmin.password);
    await page.waitForURL('**/#/super-admin/operations');
    await page.goto(`${suite.server.url}/#/`);
    await page.waitForURL('**/#/super-admin/operations');
    await page
      .getByRole('button', { name: /Root|Super/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/#\/$/);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('auth'));
    expect(JSON.parse(stored ?? '{}').state).toEqual({ accessToken: null, user: null });
  });
});

describe('guards', () => {
  it('sends a signed-out visitor of a protected route to the login page', async () => {
    const page = await open('#/admin/manage-dataPickers');
    await page.waitForURL(/#\/$/);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });

  it('sends a user to its own home with a toast when the route is another role’s', async () => {
    const admin = await suite.server.addUser('admin');
    const page = await open();
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/#/admin/create-teamLeader');
    await page.goto(`${suite.server.url}/#/super-admin/settings`);
    await page.waitForURL('**/#/admin/create-teamLeader');
    await page.getByText('You do not have access to that page').waitFor();
  });

  it('redirects the creator alias and shows the not-found page for unknown routes', async () => {
    const creator = await suite.server.addUser('data-creator');
    const page = await open();
    await signIn(page, creator.email, creator.password);
    await page.waitForURL('**/#/data-creator/create');
    await page.goto(`${suite.server.url}/#/data/create`);
    await page.waitForURL('**/#/data-creator/create');
    await page.goto(`${suite.server.url}/#/no/such/page`);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/#/data-creator/create');
  });
});

describe('password recovery', () => {
  it('mails a reset link that sets a new password, which then signs in', async () => {
    const picker = await suite.server.addUser('data-picker');
    const page = await open('#/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/#/forget-password');
    await page.getByLabel('Email').fill(picker.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'Password reset link sent' }).waitFor();

    const link = await suite.server.latestResetLink();
    expect(link.startsWith(`${suite.server.url}/#/reset-password?`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(/#\/$/);

    await signIn(page, picker.email, picker.password);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
    await signIn(page, picker.email, 'brand-new-pass');
    await page.waitForURL('**/#/data-picker/collect');
  });

  it('says the link is invalid when its token is missing', async () => {
    const page = await open('#/reset-password?email=someone%40rental-leads.test');
    await page.getByText('Invalid password reset link!').waitFor();
  });
});

describe('sessions across tabs', () => {
  it('keeps two tabs signed in when both find the access token expired at once', async () => {
    const admin = await suite.server.addUser('admin');
    const page = await open();
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/#/admin/create-teamLeader');
    const second = await tab.context.newPage();
    await second.goto(`${suite.server.url}/#/admin/create-teamLeader`);
    await second.getByRole('heading', { name: 'Create Team Leader' }).waitFor();

    suite.server.advanceClock(16 * 60_000);
    await Promise.all([
      page.goto(`${suite.server.url}/#/profile`),
      second.goto(`${suite.server.url}/#/profile`),
    ]);
    for (const p of [page, second])
      await p.getByRole('region', { name: 'My Info' }).getByText(admin.email).waitFor();
    expect(page.url()).toMatch(/#\/profile$/);
    expect(second.url()).toMatch(/#\/profile$/);
  });
});
