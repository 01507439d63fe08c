/**
 * Moving between screens in the host page (issue 48, finding 7), driven in Chromium at a laptop's
 * width and a short window: while a long page scrolls, the sidebar stays in view (scrolling by itself
 * when the menu is taller than the window), and the next screen opens at its top, its title in view,
 * not at the scroll the last one left.
 */
import { describe, expect, it } from 'vitest';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

describe('the shell between screens', () => {
  it('keeps the sidebar in view and opens each screen at its top', async () => {
    const tab = await signedInTab(suite, suite.server.superAdmin, '/super-admin/operations', {
      viewport: { width: 1280, height: 420 },
    });
    const { page } = tab;
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    // To the page's end, once its form has loaded and made it longer than the window.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(100);
    expect((await sidebar.boundingBox())?.y).toBe(0);

    await sidebar.getByRole('link', { name: 'Reports' }).click();
    const title = page.getByRole('heading', { name: 'Reports', level: 1 });
    await title.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await title.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(420);
    expect(tab.errors).toEqual([]);
  });
});
