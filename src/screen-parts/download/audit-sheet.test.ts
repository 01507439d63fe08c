/** The Download's file from the audit export's body (contract audit.ts): sheet "Audit", one row per entry. */
import { expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { AuditEntry } from '../../contract';
import { CUT_SHORT, sheetFromExport } from './export-sheet';

const limit: AuditEntry = {
  _id: 'au-1',
  at: '2026-03-02T14:59:00.000Z',
  action: 'user-limit-changed',
  actor: { _id: 'u-ad', name: 'Adam Admin', role: 'admin' },
  target: { kind: 'user', id: 'pk-1', label: 'Pete Picker' },
  before: { pickLimit: 5 },
  after: { pickLimit: 7 },
  ip: null,
  adminId: 'u-ad',
};
const failed: AuditEntry = {
  ...limit,
  _id: 'au-2',
  action: 'sign-in-failed',
  actor: null,
  target: { kind: 'user', id: null, label: 'who@mail.test' },
  before: null,
  after: null,
  ip: '198.51.100.4',
};

const bodyOf = (lines: unknown[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(lines.map((line) => `${JSON.stringify(line)}\n`).join('')));
      controller.close();
    },
  });

it('writes every entry as the table reads it, Before and After apart, dates in Panama', async () => {
  const bytes = await sheetFromExport(
    bodyOf([{ total: 2 }, limit, failed, { rows: 2 }]),
    'audit',
    XLSX,
    () => {},
  );
  const book = XLSX.read(bytes!, { type: 'array' });
  expect(book.SheetNames).toEqual(['Audit']);
  expect(XLSX.utils.sheet_to_json(book.Sheets.Audit!, { header: 1, raw: false })).toEqual([
    ['When', 'Who', 'Role', 'Action', 'Target', 'Before', 'After', 'Address'],
    ['2026-03-02 09:59', 'Adam Admin', 'Admin', 'Limit changed', 'Pete Picker', 'Limit: 5', 'Limit: 7', '-'],
    ['2026-03-02 09:59', '-', '-', 'Failed sign-in', 'who@mail.test', '-', '-', '198.51.100.4'],
  ]);
});

it('answers null for no entries and refuses a body cut short', async () => {
  expect(await sheetFromExport(bodyOf([{ total: 0 }, { rows: 0 }]), 'audit', XLSX, () => {})).toBeNull();
  await expect(sheetFromExport(bodyOf([{ total: 2 }, limit]), 'audit', XLSX, () => {})).rejects.toThrow(
    CUT_SHORT,
  );
});
