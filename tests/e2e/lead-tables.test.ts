/**
 * Lead tables, spreadsheets and uploads in Chromium: filter and search All Leads, export it and read
 * the workbook back, upload a file with bad rows and read skipped_data.xlsx, bypass leads out of the
 * pool; a picker's outcomes, attempts and callback time in Picked Leads, All Leads and the Download.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { type CellObject, read, utils } from 'xlsx';
import { formatDateTime } from '../../src/lib/panama-dates';
import type { TestPage } from './support/browser';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
/** The super-admin's page, which both cases share. */
let tab: TestPage;

beforeAll(async () => {
  tab = await signedInTab(suite, suite.server.superAdmin, '/super-admin/operations');
});

/**
 * Clicks, waits for the file the page saves, and reads its first (or named) sheet: its rows by header
 * (a date as the sheet shows it), its headers, and each cell as SheetJS reads it, dates as dates.
 */
async function downloaded(page: Page, click: () => Promise<void>, sheet?: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  const book = read(await readFile(path), { cellDates: true });
  const name = sheet ?? book.SheetNames[0] ?? '';
  const cells = book.Sheets[name]!;
  const headers = utils.sheet_to_json<string[]>(cells, { header: 1 })[0] ?? [];
  return {
    fileName: file.suggestedFilename(),
    sheets: book.SheetNames,
    headers,
    rows: utils.sheet_to_json<Record<string, unknown>>(cells, { raw: false }),
    /** The cell of row `row` (1: the first after the headers) under `header`. */
    cell: (header: string, row: number) =>
      cells[utils.encode_cell({ r: row, c: headers.indexOf(header) })] as CellObject | undefined,
  };
}

/** An instant as the Download's dates read: Panama's wall clock to the minute, '2026-03-02 08:00'. */
const sheetDate = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Panama',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

it('filters, exports, imports and bypasses leads', async () => {
  const admin = await suite.server.addUser('admin');
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  for (const n of ['5550001001', '5550001002', '5550001003']) await suite.server.addLead(creator._id, n);

  const { page, errors } = tab;
  await page.goto(`${suite.server.url}/#/super-admin/manage-by-creators`);
  await expect.poll(() => rows(page).count()).toBe(3);
  await page.getByRole('searchbox', { name: 'Search' }).fill('5550001002');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => rows(page).count()).toBe(1);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => rows(page).count()).toBe(3);

  const exported = await downloaded(page, () => page.getByRole('button', { name: 'Download' }).click());
  expect(exported.fileName).toMatch(/^rentals_\d+\.xlsx$/);
  expect(exported.sheets).toEqual(['Rentals']);
  // The file shows numbers as the table does (docs/decisions.md#p53).
  expect(exported.rows.map((r) => String(r.Number)).sort()).toEqual([
    '(555) 000-1001',
    '(555) 000-1002',
    '(555) 000-1003',
  ]);

  await page.goto(`${suite.server.url}/#/super-admin/bulk-rental-upload`);
  const csv = [
    'Facebook Name,Client Name,Number,Rent,House Apt Details,Address,Post Link',
    'Ann Page,Ann,(555) 000-2001,$700,Studio apt,5 Elm St,https://facebook.com/p/1',
    'Bob Page,Bob,555 000 1001,$800,1 bed,6 Elm St,https://facebook.com/p/2',
    'Cid Page,Cid,555 000 2003,$900,2 bed,7 Elm St,not a link',
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText('leads.csv').waitFor();
  const skipped = await downloaded(
    page,
    () => page.getByRole('button', { name: 'Upload' }).click(),
    'Skipped Data',
  );
  await page.getByText('Inserted: 1, Skipped: 2').first().waitFor();
  expect(skipped.fileName).toBe('skipped_data.xlsx');
  expect(skipped.rows).toHaveLength(2);
  expect(skipped.rows.map((r) => String(r.reason))).toEqual([
    expect.stringMatching(/already exists/i),
    expect.stringMatching(/valid URL/i),
  ]);

  await page.goto(`${suite.server.url}/#/super-admin/bypass-rentals`);
  // The super-admin's home (Operations) read the admins before this test made one behind the page's back: a fresh
  // load reads them again, as any page that did not make the admin itself would.
  await page.reload();
  await page.getByLabel('Limit').fill('2');
  await page.getByLabel('Admin email').selectOption(admin.email);
  // The bypass asks first (tests/e2e/guarded-actions.test.ts follows its Cancel).
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const bypassed = await downloaded(page, () =>
    page
      .getByRole('dialog', { name: 'Take leads from the pool' })
      .getByRole('button', { name: 'Take and download' })
      .click(),
  );
  expect(bypassed.fileName).toMatch(/^rentals_\d+\.xlsx$/);
  expect(bypassed.rows).toHaveLength(2);

  await page.goto(`${suite.server.url}/#/super-admin/manage-by-creators`);
  await expect.poll(() => rows(page).count()).toBe(2);
  expect(errors).toEqual([]);
});

it('shows what the picking did in the lead tables and their Download', async () => {
  const admin = await suite.server.addUser('admin', { name: 'Otis Admin' });
  const picker = await suite.server.addUser('data-picker', { name: 'Olga Outcome', adminId: admin._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  // The pool also holds what the first case left: whichever leads the picker is served, it ends them.
  for (const n of ['5550003001', '5550003002']) await suite.server.addLead(creator._id, n);
  const api = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${suite.server.url}/api/v1${path}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
    return answer.data;
  };
  const token = (await api('', 'POST', '/auth/login', { email: picker.email, password: picker.password }))
    .accessToken as string;
  // On a whole minute: the Download's dates show minutes, the table's too.
  const callbackAt = new Date(Math.floor((Date.now() + 26 * 3_600_000) / 60_000) * 60_000);
  await api(token, 'GET', '/rental/get-single-rental');
  await api(token, 'PATCH', '/rental/complete-task', { outcome: 'not-interested' });
  await api(token, 'GET', '/rental/get-single-rental');
  await api(token, 'PATCH', '/rental/complete-task', {
    outcome: 'callback',
    callbackAt: callbackAt.toISOString(),
  });
  const callback = formatDateTime(callbackAt);

  const { page, errors } = tab;
  // Picked Leads show the outcome of the lead its picker still has.
  await page.goto(`${suite.server.url}/#/super-admin/manage-by-pickers`);
  const refused = rows(page).filter({ hasText: 'Olga Outcome' });
  await refused.getByRole('cell', { name: 'Not Interested' }).waitFor();

  // All Leads show the attempts and the callback time with the Columns button.
  await page.goto(`${suite.server.url}/#/super-admin/manage-by-creators`);
  await page.getByLabel('Fetch state').selectOption('All');
  await page.getByRole('button', { name: 'Columns' }).click();
  for (const name of ['Call Outcome', 'Attempts', 'Callback'])
    await page.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
  const waiting = rows(page).filter({ hasText: 'Call Back Later' });
  await expect.poll(() => waiting.count()).toBe(1);
  expect(await waiting.getByRole('cell').allTextContents()).toEqual(
    expect.arrayContaining(['Call Back Later', '1', callback]),
  );

  const exported = await downloaded(page, () => page.getByRole('button', { name: 'Download' }).click());
  expect(exported.rows).toContainEqual(
    expect.objectContaining({ Outcome: 'Call Back Later', Attempts: '1', Callback: sheetDate(callbackAt) }),
  );
  expect(exported.rows).toContainEqual(
    expect.objectContaining({ Outcome: 'Not Interested', Attempts: '1', Callback: '-' }),
  );
  expect(errors).toEqual([]);
});

it('the export opens with unique headers and real dates', async () => {
  const admin = await suite.server.addUser('admin', { name: 'Uma Unique' });
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, teamLeaderId: leader._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(creator._id, '5550004001');
  const login = await fetch(`${suite.server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: picker.email, password: picker.password }),
  });
  const token = ((await login.json()).data as { accessToken: string }).accessToken;
  const claim = await fetch(`${suite.server.url}/api/v1/rental/get-single-rental`, {
    headers: { authorization: token },
  });
  expect(claim.status).toBe(200);

  const { page, errors } = tab;
  await page.goto(`${suite.server.url}/#/super-admin/manage-by-creators`);
  await page.getByLabel('Fetch state').selectOption('All');
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
  const exported = await downloaded(page, () => page.getByRole('button', { name: 'Download' }).click());

  // The table's two "TeamLeader Name" and "Admin Name" columns are told apart in the file.
  expect(new Set(exported.headers).size).toBe(exported.headers.length);
  expect(exported.headers).toEqual(
    expect.arrayContaining([
      "Creator's TeamLeader Name",
      "Creator's Admin Name",
      "Picker's TeamLeader Name",
      "Picker's Admin Name",
    ]),
  );
  // Every row's Date & Time is a spreadsheet date, shown on Panama's clock as the table shows it.
  for (let row = 1; row <= exported.rows.length; row++) {
    const date = exported.cell('Date & Time', row);
    expect(date?.t).toBe('d');
    expect(date?.v).toBeInstanceOf(Date);
    expect(date?.w).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  }
  expect(errors).toEqual([]);
});
