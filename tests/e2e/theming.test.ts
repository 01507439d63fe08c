/**
 * Theming from the embedding page (P25): the dark theme (`/themes/dark.css` plus class `rl-theme-dark`
 * on <html> or on any wrapper) reaches the widgets' shadow roots, their dialogs and the toaster; a
 * page's --rl-* rule on an element beats the theme; `::part()` rules style the parts.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage } from './support/browser';
import { chooseRowAction } from './support/row-actions';
import { storedSession } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const DARK_CSS = readFileSync('src/ui/styles/themes/dark.css', 'utf8');
const LIGHT_CSS = readFileSync('src/ui/styles/base.css', 'utf8');

/** A token's hex value in a stylesheet, as getComputedStyle reports it: `rgb(r, g, b)`. */
function rgbOf(css: string, token: string): string {
  const hex = css.match(new RegExp(`${token}: #([0-9a-f]{6});`))?.[1];
  if (!hex) throw new Error(`${token} has no hex value`);
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const dark = (token: string) => rgbOf(DARK_CSS, token);
const light = (token: string) => rgbOf(LIGHT_CSS, token);

const servePage = async (page: Page, path: string, html: string) => {
  await page.route(`${suite.server.url}${path}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto(`${suite.server.url}${path}`);
};

/** Computed styles of the element matching `inner` in the shadow root of the element matching `host`. */
const styleIn = (page: Page, host: string, inner: string) =>
  page.evaluate(
    ([hostSelector = '', innerSelector = '']) => {
      const el = document.querySelector(hostSelector)?.shadowRoot?.querySelector(innerSelector);
      if (!el) throw new Error(`${innerSelector} is not in ${hostSelector}`);
      const s = getComputedStyle(el);
      return {
        color: s.color,
        backgroundColor: s.backgroundColor,
        outline: `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`,
        borderTop: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      };
    },
    [host, inner],
  );

it('themes widgets and toasts from <html>, lets an element override it, and styles ::part()', async () => {
  const { page, close, errors } = await newPage(suite.browser);
  await servePage(
    page,
    '/dark.html',
    `<!doctype html><html class="rl-theme-dark"><head>
<link rel="stylesheet" href="/themes/dark.css">
<style>
  rl-forget-password { --rl-color-primary: rgb(200, 0, 120); }
  rl-login::part(form) { outline: 3px solid rgb(1, 2, 3); }
</style>
<script type="module" src="/elements/index.js"></script>
</head><body><rl-login></rl-login><rl-forget-password></rl-forget-password></body></html>`,
  );
  await page.locator('rl-login').getByRole('heading', { name: 'Login' }).waitFor();
  await page.locator('rl-forget-password').getByRole('heading', { name: 'Forgot password' }).waitFor();

  const card = await styleIn(page, 'rl-login', '[part="form"]');
  expect(card.backgroundColor).toBe(dark('--rl-color-surface'));
  expect(card.color).toBe(dark('--rl-color-text'));
  expect(card.outline).toBe('3px solid rgb(1, 2, 3)');
  expect((await styleIn(page, 'rl-login', 'button[type="submit"]')).backgroundColor).toBe(
    dark('--rl-color-primary'),
  );

  const themedButOverridden = await styleIn(page, 'rl-forget-password', 'button[type="submit"]');
  expect(themedButOverridden.backgroundColor).toBe('rgb(200, 0, 120)');
  expect((await styleIn(page, 'rl-forget-password', '[part="form"]')).backgroundColor).toBe(
    dark('--rl-color-surface'),
  );

  await page.locator('rl-forget-password').getByLabel('Email').fill(suite.server.superAdmin.email);
  await page.locator('rl-forget-password').getByRole('button', { name: 'Send reset link' }).click();
  await page
    .locator('[data-rl-toaster] [data-sonner-toast][data-type="success"]')
    .filter({ hasText: 'Password reset link sent to your email!' })
    .waitFor();
  const toast = await styleIn(page, '[data-rl-toaster]', '[data-sonner-toast][data-type="success"]');
  expect(toast.backgroundColor).toBe(dark('--rl-color-success-bg'));
  expect(toast.color).toBe(dark('--rl-color-success'));
  expect(errors).toEqual([]);
  await close();
});

it('themes only what a wrapper holds, dialogs included, and styles ::part(dialog)', async () => {
  const admin = await suite.server.addUser('admin', { name: 'Dana Admin' });
  // The super-admin's table of admins, on a page signed in already.
  const { page, close, errors } = await newPage(suite.browser, {
    storageState: await storedSession(suite.browser, suite.server.url, suite.server.superAdmin),
  });
  await servePage(
    page,
    '/wrapped.html',
    `<!doctype html><html><head>
<link rel="stylesheet" href="/themes/dark.css">
<style>rl-user-table::part(dialog) { border-top: 5px solid rgb(3, 2, 1); }</style>
<script type="module" src="/elements/index.js"></script>
</head><body><rl-not-found></rl-not-found><div class="rl-theme-dark"><rl-user-table kind="admins"></rl-user-table></div></body></html>`,
  );
  await chooseRowAction(page.locator('rl-user-table'), admin.name, 'Delete');
  await page.locator('rl-user-table').getByRole('dialog', { name: 'Delete Admin' }).waitFor();

  const dialog = await styleIn(page, 'rl-user-table', 'dialog');
  expect(dialog.backgroundColor).toBe(dark('--rl-color-surface'));
  expect(dialog.color).toBe(dark('--rl-color-text'));
  expect(dialog.borderTop).toBe('5px solid rgb(3, 2, 1)');
  expect((await styleIn(page, 'rl-user-table', '.rl-dialog__kicker')).color).toBe(dark('--rl-color-danger'));

  const outside = await styleIn(page, 'rl-not-found', '[part="card"]');
  expect(outside.backgroundColor).toBe(light('--rl-color-surface'));
  expect(outside.color).toBe(light('--rl-color-text'));
  expect(errors).toEqual([]);
  await close();
});
