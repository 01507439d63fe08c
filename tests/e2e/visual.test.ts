/**
 * The visual check (issue 7): a failure when a route of any role scrolls sideways at 375 px or any text
 * spills out of or is clipped by its box at 375 or 1440 px; and, in CI (CI=true) or with RL_SCREENSHOTS=1,
 * each route saved as a full-page screenshot at both widths in test-results/screenshots/<width>/<route>.png
 * for people to look at (CI keeps test-results/). The screenshots are half of this file's time, which
 * the inner loop of `npm test` does without (docs/benchmarks.md, "The suites' own time").
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOverflows, pageScrollsSideways } from './support/deep-dom';
import {
  NARROW,
  type RouteTour,
  startRouteTour,
  TOUR_ROUTES,
  type TourRoute,
  tourRoute,
  type Viewport,
  WIDE,
} from './support/route-tour';
import { chooseRowAction } from './support/row-actions';

const SCREENSHOTS = 'test-results/screenshots';

let tour: RouteTour;

beforeAll(async () => {
  tour = await startRouteTour();
});
afterAll(async () => {
  await tour?.close();
});

const SAVE_SCREENSHOTS = process.env.CI === 'true' || process.env.RL_SCREENSHOTS === '1';

const save = async (page: Page, viewport: Viewport, name: string) => {
  if (!SAVE_SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENSHOTS}/${viewport.width}/${name}.png`, fullPage: true });
};

/** Opens the route at a width, saves it, and reports how it spills. */
async function shoot(route: TourRoute, viewport: Viewport) {
  const page = await tour.visit(route, viewport);
  await save(page, viewport, route.name);
  return {
    scrollsSideways: await page.evaluate(pageScrollsSideways),
    overflows: await page.evaluate(findOverflows),
  };
}

it.each(TOUR_ROUTES)(
  '$name fits 375 px and keeps its text in its boxes at 375 and 1440 px',
  async (route) => {
    // The two widths live in separate pages (and renderers): side by side they use both cores.
    const [narrow, wide] = await Promise.all([shoot(route, NARROW), shoot(route, WIDE)]);
    expect(narrow.scrollsSideways, 'the page scrolls sideways at 375 px').toBeNull();
    expect(narrow.overflows, 'text overflowing its box or the page at 375 px').toEqual([]);
    expect(wide.overflows, 'text overflowing its box or the page at 1440 px').toEqual([]);
  },
);

describe('at 375 px with an overlay open', () => {
  /** Checks and saves the page as it is, under the route's name and the overlay's. */
  const checkOverlay = async (page: Page, name: string) => {
    await save(page, NARROW, name);
    expect(await page.evaluate(pageScrollsSideways), 'the page scrolls sideways').toBeNull();
    expect(await page.evaluate(findOverflows), 'text overflowing its box or the page').toEqual([]);
  };

  it('the sidebar menu', async () => {
    const page = await tour.visit(tourRoute('super-admin-manage-by-creators'), NARROW);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Bulk Upload For Use' }).waitFor();
    await checkOverlay(page, 'super-admin-manage-by-creators-menu');
    await page.getByRole('button', { name: 'Close menu' }).click();
  });

  it('the creator’s notifications', async () => {
    const page = await tour.visit(tourRoute('data-creator-create'), NARROW);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Is the apartment still available for June?').waitFor();
    await checkOverlay(page, 'data-creator-create-notifications');
    await page.keyboard.press('Escape');
  });

  it('the account menu', async () => {
    const page = await tour.visit(tourRoute('data-picker-collect'), NARROW);
    await page.locator('rl-shell [part="profile-button"]').click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await checkOverlay(page, 'data-picker-collect-account-menu');
    await page.keyboard.press('Escape');
  });

  it('the user table’s edit dialog', async () => {
    const page = await tour.visit(tourRoute('admin-manage-dataPickers'), NARROW);
    await chooseRowAction(page, tour.data.pickerName, 'Edit');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await checkOverlay(page, 'admin-manage-dataPickers-edit');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the closing image of a deal', async () => {
    const page = await tour.visit(tourRoute('admin-manage-deal-closing'), NARROW);
    await page.getByRole('button', { name: `View closing image for ${tour.data.dealNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img').waitFor();
    await checkOverlay(page, 'admin-manage-deal-closing-image');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a lead found by its number', async () => {
    const page = await tour.visit(tourRoute('data-picker-close-rental-deal'), NARROW);
    await page.getByLabel('Search by number').fill(tour.data.validNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('form', { name: 'Close Deal' }).waitFor();
    await checkOverlay(page, 'data-picker-close-rental-deal-found');
  });
});

it('logged no error on any page of the tour', () => {
  expect(tour.errors).toEqual([]);
});
