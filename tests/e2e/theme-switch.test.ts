/**
 * The account menu's theme switch in the bundled app (issue 31): Dark chosen after the report's charts
 * drew repaints their axis labels and grid in the dark theme's colours (read from the canvas pixels),
 * the choice outlives a reload, and System follows the browser's colour scheme as it changes.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { LoginResult } from '../../src/contract';
import { seriousViolations } from './support/axe';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** A token's hex value in a stylesheet as [r, g, b]. */
function rgbOf(file: string, token: string): number[] {
  const hex = readFileSync(file, 'utf8').match(new RegExp(`${token}: #([0-9a-f]{6});`))?.[1];
  if (!hex) throw new Error(`${token} has no hex value in ${file}`);
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
}
const light = (token: string) => rgbOf('src/ui/styles/base.css', token);
const dark = (token: string) => rgbOf('src/ui/styles/themes/dark.css', token);

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

/**
 * The colours the Leads chart painted, as [r, g, b]: the commonest opaque pixel of its x-axis labels
 * (the canvas' bottom 35 px, below the ticks) and of its plot's upper half (the grid lines).
 */
const chartColours = (page: Page) =>
  page.locator('rl-reports [data-chart="leads"] canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('the chart has no 2D context');
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const commonest = (top: number, height: number) => {
      const { data } = context.getImageData(0, top, canvas.width, height);
      const counts = new Map<string, number>();
      for (let at = 0; at < data.length; at += 4) {
        if (data[at + 3] !== 255) continue;
        const key = `${data[at]},${data[at + 1]},${data[at + 2]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const [key] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['none'];
      return key.split(',').map(Number);
    };
    return {
      labels: commonest(canvas.height - Math.round(35 * scale), Math.round(35 * scale)),
      grid: commonest(0, Math.round(canvas.height / 2)),
    };
  });

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('rl-theme-dark'));

async function api<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${suite.server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data as T;
}

/** An admin whose group made a lead today, so its report draws charts rather than its empty state. */
async function adminWithALead() {
  const admin = await suite.server.addUser('admin', { name: 'Tess Theme' });
  const leader = await suite.server.addUser('team-leader', {
    adminId: admin._id,
    name: 'Theo Lead',
    assignFor: 'rental-creator',
  });
  const creator = await suite.server.addUser('data-creator', {
    adminId: admin._id,
    teamLeaderId: leader._id,
    name: 'Tina Creator',
  });
  const { accessToken } = await api<LoginResult>('', '/auth/login', creator);
  await api(accessToken, '/rental/create-rental', {
    facebook_name: 'Theme Lead',
    client_name: 'Client',
    number: '5556660199',
    rent: '$900',
    houseApt_details: '2 bedrooms',
    address: '12 Calle 50',
    post_link: 'https://facebook.com/groups/panama-rentals/posts/3001',
  });
  return admin;
}

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: 'Tess Theme' }).click();
  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name }).check();
  await page.keyboard.press('Escape');
}

it('redraws the drawn charts in the chosen theme, keeps the choice, and follows the system on System', async () => {
  const admin = await adminWithALead();
  const { page, close, errors } = await signedInTab(suite, admin, '/admin/create-teamLeader');
  await page.getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('table', { name: 'Days' }).waitFor();
  await expect.poll(() => page.locator('rl-reports figure canvas').count()).toBe(3);

  expect(await isDark(page)).toBe(false);
  expect(await chartColours(page)).toEqual({
    labels: light('--rl-color-text'),
    grid: light('--rl-color-border'),
  });
  await page.getByRole('button', { name: 'Tess Theme' }).click();
  expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Dark after the charts drew: labels and grid repaint in the dark tokens, the labels readable.
  await chooseTheme(page, 'Dark');
  expect(await isDark(page)).toBe(true);
  await expect
    .poll(() => chartColours(page))
    .toEqual({ labels: dark('--rl-color-text'), grid: dark('--rl-color-border') });
  const { labels } = await chartColours(page);
  expect(contrast(labels, dark('--rl-color-surface'))).toBeGreaterThanOrEqual(4.5);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe(`rgb(${dark('--rl-color-bg').join(', ')})`);

  // The choice is kept: a reload draws dark from the start, with Dark checked.
  await page.reload();
  await expect.poll(() => page.locator('rl-reports figure canvas').count()).toBe(3);
  expect(await isDark(page)).toBe(true);
  await expect
    .poll(() => chartColours(page))
    .toEqual({
      labels: dark('--rl-color-text'),
      grid: dark('--rl-color-border'),
    });
  await page.getByRole('button', { name: 'Tess Theme' }).click();
  expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // System on a light system is light; the system turning dark turns the page and the charts dark.
  await page.emulateMedia({ colorScheme: 'light' });
  await chooseTheme(page, 'System');
  expect(await isDark(page)).toBe(false);
  await expect
    .poll(() => chartColours(page))
    .toEqual({
      labels: light('--rl-color-text'),
      grid: light('--rl-color-border'),
    });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isDark(page)).toBe(true);
  await expect
    .poll(() => chartColours(page))
    .toEqual({
      labels: dark('--rl-color-text'),
      grid: dark('--rl-color-border'),
    });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);

  // Light is light whatever the system says.
  await page.emulateMedia({ colorScheme: 'dark' });
  await chooseTheme(page, 'Light');
  expect(await isDark(page)).toBe(false);
  expect(errors).toEqual([]);
  await close();
});
