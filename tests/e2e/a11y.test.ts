/**
 * Accessibility of the host page (issue 7): axe finds no serious or critical WCAG 2.1 A/AA violation
 * on any route of any role, nor with the main dialogs open or a toast showing; every control is
 * reachable by Tab, every icon-only button has a name, and dialogs take, keep and give back focus.
 * On the same visits at 1440 px, the visual check's wide half: no text spills out of or is clipped by its
 * box (visual.test.ts checks 375 px).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  controlsNotFocused,
  deepFocus,
  findOverflows,
  recordFocus,
  unnamedIconButtons,
} from './support/deep-dom';
import {
  type RouteTour,
  saveScreenshot,
  startRouteTour,
  TOUR_ROUTES,
  tourRoute,
  WIDE,
} from './support/route-tour';
import { chooseRowAction } from './support/row-actions';

let tour: RouteTour;

beforeAll(async () => {
  tour = await startRouteTour(WIDE);
});
afterAll(async () => {
  await tour?.close();
});

/** Presses Tab until every usable control has had focus, or gives up; returns the ones never reached. */
async function unreachableByTab(page: Page): Promise<string[]> {
  await page.evaluate(recordFocus);
  let { total, missing } = await page.evaluate(controlsNotFocused);
  // A control may hold more than one stop (a date field and its calendar button): a few presses each.
  for (let pressed = 0; missing.length > 0 && pressed < total * 4 + 20; pressed += 10) {
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    ({ missing } = await page.evaluate(controlsNotFocused));
  }
  return missing;
}

describe.each(TOUR_ROUTES)('$name', (route) => {
  it('has no serious or critical axe violation', async () => {
    const page = await tour.visit(route);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps its text in its boxes at 1440 px', async () => {
    // axe only read the page: its visit serves this check and the next.
    const page = await tour.revisit(route);
    await saveScreenshot(page, route.name);
    expect(await page.evaluate(findOverflows), 'text overflowing its box or the page').toEqual([]);
  });

  it('names every icon-only button and reaches every control by Tab', async () => {
    const page = await tour.revisit(route);
    expect((await page.evaluate(unnamedIconButtons)).unnamed).toEqual([]);
    expect(await unreachableByTab(page)).toEqual([]);
  });
});

describe('with a dialog, a menu or a toast open', () => {
  it('the user table’s edit, end-sessions and delete dialogs', async () => {
    const page = await tour.visit(tourRoute('admin-manage-dataPickers'));
    for (const action of ['Edit', 'End sessions', 'Delete'] as const) {
      await chooseRowAction(page, tour.data.pickerName, action);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await seriousViolations(page), `${action} dialog`).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  it('the super-admin’s reset two-factor dialog', async () => {
    const page = await tour.visit(tourRoute('super-admin-manage-dataPickers'));
    await chooseRowAction(page, tour.data.pickerName, 'Reset two-factor');
    const dialog = page.getByRole('dialog', { name: 'Reset two-factor' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the merge dialog of All Leads (docs/rules/leads.md#d5.15)', async () => {
    const page = await tour.visit(tourRoute('admin-manage-by-creators'));
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Merge…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge leads' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a row’s Actions menu and the Columns panel, in the light and the dark theme', async () => {
    const page = await tour.visit(tourRoute('admin-manage-dataPickers'));
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('rl-theme-dark', on), dark);
      await page.getByRole('button', { name: `Actions for ${tour.data.pickerName}` }).click();
      await page.getByRole('menu').waitFor();
      expect(await seriousViolations(page), `menu, dark ${dark}`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('checkbox', { name: 'Wrap long text' }).waitFor();
      expect(await seriousViolations(page), `columns, dark ${dark}`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('checkbox', { name: 'Wrap long text' }).waitFor({ state: 'detached' });
    }
    await page.evaluate(() => document.documentElement.classList.remove('rl-theme-dark'));
  });

  it('the closing image of a deal', async () => {
    const page = await tour.visit(tourRoute('admin-manage-deal-closing'));
    await page.getByRole('button', { name: `View closing image for ${tour.data.dealNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Closing image for ${tour.data.dealNumber}` });
    await dialog.getByRole('img').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the confirmation before marking a number invalid', async () => {
    const page = await tour.visit(tourRoute('data-picker-make-invalid'));
    await page.getByLabel('Search by number').fill(tour.data.validNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Invalid', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark Number Invalid' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the template editor, with a variable inserted and its preview', async () => {
    const page = await tour.visit(tourRoute('admin-message-templates'));
    await page.getByRole('button', { name: 'New Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Template' });
    await dialog.getByRole('button', { name: 'Client Name' }).click();
    await dialog.getByText('Maria', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the do-not-contact list’s add, file and remove dialogs', async () => {
    const page = await tour.visit(tourRoute('super-admin-do-not-contact'));
    const dialogs: [string, string][] = [
      ['Add number', 'Add to Do Not Contact'],
      ['Add from file', 'Add numbers from a file'],
      ['Remove (507) 555-0190', 'Remove from Do Not Contact'],
    ];
    for (const [opener, name] of dialogs) {
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      expect(await seriousViolations(page), name).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  it('a client’s data with its deal’s image, and the erase dialog', async () => {
    const page = await tour.visit(tourRoute('super-admin-client-data'));
    await page.getByRole('searchbox', { name: 'Phone number or email' }).fill(tour.data.dealNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Deals (1)' }).waitFor();
    await page.getByRole('region', { name: 'Deals' }).getByRole('img').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase client data' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the account menu', async () => {
    const page = await tour.visit(tourRoute('admin-manage-by-creators'));
    await page.locator('rl-shell [part="profile-button"]').click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout' }).waitFor({ state: 'detached' });
  });

  it('the creator’s notifications', async () => {
    const page = await tour.visit(tourRoute('data-creator-create'));
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Is the apartment still available for June?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('the reports’ charts drawn, with a tooltip showing', async () => {
    const page = await tour.visit(tourRoute('admin-reports'));
    await expect.poll(() => page.locator('rl-reports figure canvas').count()).toBe(3);
    await page.locator('[data-chart="deals"] .u-over').hover();
    await page.locator('[data-chart="deals"] .rl-chart-tip').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a toast', async () => {
    const page = await tour.visit(tourRoute('admin-manage-by-creators'));
    // An empty search warns with a toast instead of searching.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Please enter a valid search query.').waitFor();
    // Mid fade-in, axe would measure the contrast of half-transparent colours.
    await page
      .locator('[data-sonner-toast]')
      .evaluate((toast) => Promise.all(toast.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('keyboard', () => {
  it('signs in with the keyboard alone', async () => {
    const context = await tour.browser.newContext({ viewport: tour.viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${tour.server.url}/#/`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    const { email, password } = tour.data.accounts.admin;
    const tabTo = async (name: string) => {
      for (let i = 0; i < 10 && (await page.evaluate(deepFocus))?.name !== name; i++) {
        await page.keyboard.press('Tab');
      }
      expect((await page.evaluate(deepFocus))?.name).toBe(name);
    };
    await tabTo('Email');
    await page.keyboard.type(email);
    await tabTo('Password');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/#/admin/create-teamLeader');
    await page.getByRole('heading', { name: 'Create Team Leader' }).waitFor();
    await context.close();
  });

  it('opens a dialog, keeps Tab inside it, closes it with Escape and gives focus back', async () => {
    const page = await tour.visit(tourRoute('admin-manage-dataPickers'));
    const opener = `Actions for ${tour.data.pickerName}`;
    for (let i = 0; i < 60 && (await page.evaluate(deepFocus))?.name !== opener; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(deepFocus)).toMatchObject({ tag: 'button', name: opener });

    // The row's menu opens on its first item; Arrow Down and Up move through it.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(deepFocus)).toMatchObject({ name: 'Edit' });
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(deepFocus)).toMatchObject({ name: 'Move' });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Update DataPicker' }).waitFor();
    const inside: (string | null | undefined)[] = [(await page.evaluate(deepFocus))?.dialog];
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key);
      inside.push((await page.evaluate(deepFocus))?.dialog);
    }
    expect(inside).toEqual(inside.map(() => 'Update DataPicker'));

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(deepFocus)).toMatchObject({ tag: 'button', name: opener });
  });
});

it('logged no error on any page of the tour', () => {
  expect(tour.errors).toEqual([]);
});
