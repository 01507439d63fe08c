/**
 * The visual check at 375 px (issue 7): a failure when a route of any role, or one with an overlay open,
 * scrolls sideways or lets any text spill out of or be clipped by its box; each saved as a screenshot in
 * CI (`saveScreenshot`). The same check at 1440 px runs in the accessibility tour (a11y.test.ts), on the
 * visit its axe check made.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOverflows, pageScrollsSideways } from './support/deep-dom';
import {
  NARROW,
  type RouteTour,
  saveScreenshot,
  startRouteTour,
  TOUR_ROUTES,
  tourRoute,
} from './support/route-tour';
import { chooseRowAction } from './support/row-actions';

let tour: RouteTour;

beforeAll(async () => {
  tour = await startRouteTour(NARROW);
});
afterAll(async () => {
  await tour?.close();
});

/** Checks and saves the page as it is, under `name`. */
async function checkFits(page: Page, name: string) {
  await saveScreenshot(page, name);
  expect(await page.evaluate(pageScrollsSideways), 'the page scrolls sideways').toBeNull();
  expect(await page.evaluate(findOverflows), 'text overflowing its box or the page').toEqual([]);
}

it.each(TOUR_ROUTES)('$name fits 375 px and keeps its text in its boxes', async (route) => {
  await checkFits(await tour.visit(route), route.name);
});

describe('at 375 px with an overlay open', () => {
  it('the sidebar menu', async () => {
    const page = await tour.visit(tourRoute('super-admin-manage-by-creators'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Bulk Upload For Use' }).waitFor();
    await checkFits(page, 'super-admin-manage-by-creators-menu');
    await page.getByRole('button', { name: 'Close menu' }).click();
  });

  it('the creator’s notifications', async () => {
    const page = await tour.visit(tourRoute('data-creator-create'));
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Is the apartment still available for June?').waitFor();
    await checkFits(page, 'data-creator-create-notifications');
    await page.keyboard.press('Escape');
  });

  it('the account menu', async () => {
    const page = await tour.visit(tourRoute('data-picker-collect'));
    await page.locator('rl-shell [part="profile-button"]').click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await checkFits(page, 'data-picker-collect-account-menu');
    await page.keyboard.press('Escape');
  });

  it('the user table’s edit dialog', async () => {
    const page = await tour.visit(tourRoute('admin-manage-dataPickers'));
    await chooseRowAction(page, tour.data.pickerName, 'Edit');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await checkFits(page, 'admin-manage-dataPickers-edit');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the closing image of a deal', async () => {
    const page = await tour.visit(tourRoute('admin-manage-deal-closing'));
    await page.getByRole('button', { name: `View closing image for ${tour.data.dealNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img').waitFor();
    await checkFits(page, 'admin-manage-deal-closing-image');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a lead found by its number', async () => {
    const page = await tour.visit(tourRoute('data-picker-close-rental-deal'));
    await page.getByLabel('Search by number').fill(tour.data.validNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('form', { name: 'Close Deal' }).waitFor();
    await checkFits(page, 'data-picker-close-rental-deal-found');
  });
});

it('logged no error on any page of the tour', () => {
  expect(tour.errors).toEqual([]);
});
