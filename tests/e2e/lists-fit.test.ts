/**
 * Lists that fit a 1280×800 screen (docs/rules/screens.md, "Lists"): on every list of every role the
 * table does not scroll sideways, every column (the row's status and actions among them) is on the
 * screen, and rows are one line high; the Columns button shows a hidden column (kept after a reload),
 * wraps long text and resets; a table made wider than the screen keeps its status column in view; a
 * row's Actions menu works from the keyboard.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepFocus } from './support/deep-dom';
import { type RouteTour, startRouteTour, TOUR_ROUTES, tourRoute, type Viewport } from './support/route-tour';

const DESK: Viewport = { width: 1280, height: 800 };
/** One line of text with its padding, or one small button or select. */
const ONE_LINE_PX = 60;

let tour: RouteTour;
beforeAll(async () => {
  tour = await startRouteTour(DESK);
});
afterAll(async () => {
  await tour?.close();
});

interface TableFit {
  headers: string[];
  /** Whether the table scrolls inside its wrap. */
  scrollsSideways: boolean;
  /** Headers drawn past the screen's right or left edge. */
  offScreen: string[];
  /** The tallest body row, in px. */
  tallestRow: number;
  /** Whether the table cuts long text to keep rows on one line (the audit trail wraps it). */
  oneLine: boolean;
  /** The last column's cells drawn past the screen's right edge. */
  lastCellsOffScreen: number;
}

/** Every list table of the page, through the shadow roots. */
function tableFits(): TableFit[] {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  }
  const width = document.documentElement.clientWidth;
  const outside = (box: DOMRect) => box.right > width + 1 || box.left < -1;
  return roots
    .flatMap((root) => [...root.querySelectorAll<HTMLElement>('.rl-table-wrap')])
    .map((wrap) => {
      const headers = [...wrap.querySelectorAll('thead th')];
      const rows = [...wrap.querySelectorAll<HTMLElement>('tbody tr')];
      return {
        headers: headers.map((th) => th.textContent ?? ''),
        scrollsSideways: wrap.scrollWidth > wrap.clientWidth + 1,
        offScreen: headers
          .filter((th) => outside(th.getBoundingClientRect()))
          .map((th) => th.textContent ?? ''),
        tallestRow: Math.max(0, ...rows.map((row) => row.getBoundingClientRect().height)),
        oneLine: wrap.classList.contains('rl-table-wrap--one-line'),
        lastCellsOffScreen: rows.filter((row) => {
          const last = row.lastElementChild;
          return last !== null && outside(last.getBoundingClientRect());
        }).length,
      };
    });
}

const LIST_ROUTES = TOUR_ROUTES.filter((route) => route.account !== 'public');

describe.each(LIST_ROUTES)('$name at 1280×800', (route) => {
  it('has every column on the screen and one-line rows', async () => {
    const page = await tour.visit(route);
    for (const table of await page.evaluate(tableFits)) {
      expect(table, table.headers.join(' | ')).toMatchObject({
        scrollsSideways: false,
        offScreen: [],
        lastCellsOffScreen: 0,
      });
      if (table.oneLine) expect(table.tallestRow, table.headers.join(' | ')).toBeLessThanOrEqual(ONE_LINE_PX);
    }
  });
});

it('walked the lists people act on, each with its status or actions last', async () => {
  const lastHeaders: Record<string, string | undefined> = {};
  for (const name of [
    'admin-manage-dataPickers',
    'super-admin-manage-dataCreators',
    'super-admin-manage-by-pickers',
    'admin-manage-deal-closing',
    'data-picker-manage-deal-closing',
    'data-creator-my-leads',
  ]) {
    const page = await tour.visit(tourRoute(name));
    lastHeaders[name] = (await page.evaluate(tableFits))[0]?.headers.at(-1);
  }
  expect(lastHeaders).toEqual({
    'admin-manage-dataPickers': 'Actions',
    'super-admin-manage-dataCreators': 'Actions',
    'super-admin-manage-by-pickers': 'Number Status',
    'admin-manage-deal-closing': 'Close Deal',
    'data-picker-manage-deal-closing': 'Image',
    'data-creator-my-leads': 'Actions',
  });
});

const headersOf = async (page: Page) => (await page.evaluate(tableFits))[0]?.headers ?? [];

describe('the Columns button', () => {
  it('shows a hidden column, keeps it after a reload, and resets', async () => {
    const route = tourRoute('super-admin-manage-by-pickers');
    const page = await tour.visit(route);
    expect(await headersOf(page)).not.toContain('Creator Name');

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Creator Name' }).check();
    await page.keyboard.press('Escape');
    expect(await headersOf(page)).toContain('Creator Name');

    // The same header twice says whose each is.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Creator’s TeamLeader' }).check();
    await page.keyboard.press('Escape');
    const headers = await headersOf(page);
    expect(headers).toContain('Creator’s TeamLeader');
    expect(headers).toContain('Picker’s TeamLeader');
    expect(headers).not.toContain('TeamLeader Name');

    await tour.visit(route);
    expect(await headersOf(page)).toContain('Creator Name');

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await page.keyboard.press('Escape');
    expect(await headersOf(page)).not.toContain('Creator Name');
    expect(await headersOf(page)).toContain('TeamLeader Name');
  });

  it('keeps the status column in view when every column shows, and wraps long text on request', async () => {
    const page = await tour.visit(tourRoute('super-admin-manage-by-pickers'));
    await page.getByRole('button', { name: 'Columns' }).click();
    for (const checkbox of await page.getByRole('checkbox').all()) await checkbox.check();
    await page.keyboard.press('Escape');

    const [wide] = await page.evaluate(tableFits);
    expect(wide?.scrollsSideways).toBe(true);
    expect(wide?.headers.at(-1)).toBe('Number Status');
    expect(wide?.lastCellsOffScreen).toBe(0);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Wrap long text' }).check();
    await page.keyboard.press('Escape');
    const cut = await page
      .locator('rl-picked-leads td')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
      );
    expect(cut).toEqual([]);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await page.keyboard.press('Escape');
    expect((await page.evaluate(tableFits))[0]).toMatchObject({ scrollsSideways: false, oneLine: true });
  });
});

it('a row’s Actions menu opens, moves and closes from the keyboard', async () => {
  const page = await tour.visit(tourRoute('admin-manage-dataPickers'));
  const opener = page.getByRole('button', { name: `Actions for ${tour.data.pickerName}` });
  await opener.focus();
  await page.keyboard.press('ArrowDown');
  // The menu takes the focus once it has opened (its toggle event comes a task later).
  await expect.poll(() => page.evaluate(deepFocus)).toMatchObject({ name: 'Edit' });
  await page.keyboard.press('End');
  expect(await page.evaluate(deepFocus)).toMatchObject({ name: 'Delete' });
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(deepFocus)).toMatchObject({ name: 'Edit' });
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  expect(await page.evaluate(deepFocus)).toMatchObject({ name: `Actions for ${tour.data.pickerName}` });
  expect(await opener.getAttribute('aria-expanded')).toBe('false');
});

it('logged no error on any page', () => {
  expect(tour.errors).toEqual([]);
});
