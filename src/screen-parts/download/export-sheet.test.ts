/** The export's body made into the file: lines split anywhere, progress, the end line, the columns kept. */

import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { exportRowOf, type LeadExportRow, sampleLead, sheetLeadOf } from '../../contract';
import { loadPhone } from '../../lib/phone';
import { CUT_SHORT, type ExportEvent, SHEETS, sheetFromExport } from './export-sheet';
import type { SheetKind } from './sheet-kinds';

// Numbers are written formatted, as a screen shows them once it asked for the metadata.
beforeAll(() => loadPhone());

const created: LeadExportRow = exportRowOf({
  ...sampleLead(),
  createdAt: '2026-03-02 13:00:00.123456+00',
  updatedAt: '2026-03-02 14:30:00+00',
  fetcherId: null,
  client_name: 'Ana España',
  client_email: null,
  number_status: null,
  call_outcome: null,
  attempts: 0,
  due_at: null,
  sourceKey: null,
  number: '5075551234',
  rent: '$1,200',
  houseApt_details: '2 bed',
  address: 'Vía España 12',
  creator: { name: 'Cora Creator', team_leader_name: 'Clara Leader', admin_name: 'Adam Admin' },
  fetcher: null,
});
const picked: LeadExportRow = exportRowOf({
  ...sampleLead(),
  createdAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-02 16:05:00-05',
  fetcherId: 'u-pete',
  client_name: 'Jorge',
  client_email: 'jorge@mail.test',
  number_status: 'valid',
  call_outcome: null,
  attempts: 1,
  due_at: null,
  sourceKey: null,
  number: '5075550002',
  rent: '',
  houseApt_details: 'Studio',
  address: 'Calle 50',
  creator: null,
  fetcher: { name: 'Pete Picker', team_leader_name: null, admin_name: 'Adam Admin' },
});

const ndjson = (rows: LeadExportRow[], { end = rows.length as number | null, total = rows.length } = {}) =>
  [
    JSON.stringify({ total }),
    ...rows.map((row) => JSON.stringify(row)),
    ...(end === null ? [] : [JSON.stringify({ rows: end })]),
  ]
    .map((line) => `${line}\n`)
    .join('');

/** The text's bytes, in chunks of `size` bytes: lines and multi-byte letters split anywhere. */
function bodyOf(text: string, size = Number.POSITIVE_INFINITY): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, Math.min(bytes.length, at + size)));
      at += size;
    },
  });
}

async function make(text: string, sheet: SheetKind = 'leads', size?: number) {
  const events: ExportEvent[] = [];
  const bytes = await sheetFromExport(bodyOf(text, size), sheet, XLSX, (event) => events.push(event));
  const book = bytes && XLSX.read(bytes, { type: 'array' });
  const rows =
    book && XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
  return { events, names: book?.SheetNames, rows };
}

describe('sheetFromExport', () => {
  it('writes the rows as the table shows them: Panama dates, dashes, the people some row has, each header once', async () => {
    const { names, rows } = await make(ndjson([created, picked]));
    expect(names).toEqual(['Rentals']);
    expect(rows).toEqual([
      [
        'Date & Time',
        'Client Name',
        'Number',
        'Rent',
        'House/Apt Details',
        'Address',
        'Creator Name',
        "Creator's TeamLeader Name",
        "Creator's Admin Name",
        'Picker Name',
        "Picker's TeamLeader Name",
        "Picker's Admin Name",
        'Outcome',
        'Attempts',
        'Callback',
        'Number Status',
      ],
      [
        '2026-03-02 08:00',
        'Ana España',
        expect.any(String),
        '$1,200',
        '2 bed',
        'Vía España 12',
        'Cora Creator',
        'Clara Leader',
        'Adam Admin',
        '-',
        '-',
        '-',
        '-',
        '-',
        '-',
        '-',
      ],
      // A picked lead is dated by its last change.
      [
        '2026-03-02 16:05',
        'Jorge',
        expect.any(String),
        '-',
        'Studio',
        'Calle 50',
        '-',
        '-',
        '-',
        'Pete Picker',
        '-',
        'Adam Admin',
        '-',
        '1',
        '-',
        'Valid',
      ],
    ]);
  });

  it('writes what the picking did: the outcome, the serves, the callback in Panama time', async () => {
    const waiting = exportRowOf({
      ...sheetLeadOf(picked),
      number_status: null,
      call_outcome: 'callback',
      attempts: 2,
      due_at: '2026-03-03 19:30:00+00',
      fetcherId: null,
      fetcher: null,
    });
    const { rows } = await make(ndjson([waiting]));
    // A lead waiting for its callback has no picker (docs/rules/claiming.md#d5.5): no picker's columns, no Number Status.
    expect(rows?.[0]?.slice(-4)).toEqual(['Address', 'Outcome', 'Attempts', 'Callback']);
    expect(rows?.[1]?.slice(-3)).toEqual(['Call Back Later', '2', '2026-03-03 14:30']);
  });

  it('leaves out the people no row has, and writes Client Details with its own columns', async () => {
    expect((await make(ndjson([created]))).rows?.[0]).toHaveLength(9);
    const clients = await make(ndjson([picked]), 'clients');
    expect(clients.rows).toEqual([
      [
        'Client Name',
        'Client Email',
        'Number',
        'Rent',
        'House/Apt Details',
        'Address',
        'Picker Name',
        'Updated',
      ],
      [
        'Jorge',
        'jorge@mail.test',
        expect.any(String),
        '-',
        'Studio',
        'Calle 50',
        'Pete Picker',
        '2026-03-02 16:05',
      ],
    ]);
  });

  it('gives every column of every kind of file a header of its own', () => {
    for (const { headers } of Object.values(SHEETS)) expect(new Set(headers).size).toBe(headers.length);
  });

  it('writes dates as spreadsheet dates on Panama’s clock, and text that looks like a formula as text', async () => {
    const waiting = exportRowOf({
      ...sheetLeadOf(created),
      client_name: '=HYPERLINK("http://evil.test")',
      rent: '+1200',
      houseApt_details: '-2 bd 1 ba',
      address: '@12 Main St',
      call_outcome: 'callback',
      attempts: 1,
      due_at: '2026-03-03 19:30:00+00',
    });
    const bytes = await sheetFromExport(bodyOf(ndjson([waiting, created])), 'leads', XLSX, () => {});
    const sheet = XLSX.read(bytes!, { type: 'array', cellDates: true }).Sheets.Rentals!;
    const headers = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]!;
    const cell = (header: string, row: number) =>
      sheet[XLSX.utils.encode_cell({ r: row, c: headers.indexOf(header) })] as XLSX.CellObject;
    // 13:00 UTC is 8:00 in Panama; a spreadsheet date has no zone, so it holds Panama's wall clock.
    expect(cell('Date & Time', 1)).toMatchObject({ t: 'd', w: '2026-03-02 08:00' });
    expect(cell('Callback', 1)).toMatchObject({ t: 'd', w: '2026-03-03 14:30' });
    expect(cell('Callback', 2)).toMatchObject({ t: 's', v: '-' });
    const serials = XLSX.read(bytes!, { type: 'array' }).Sheets.Rentals!;
    const serial = serials[XLSX.utils.encode_cell({ r: 1, c: 0 })] as XLSX.CellObject;
    expect(serial.t).toBe('n');
    // 8:00:00.123 in Panama: a day's fraction to within half a second.
    expect(serial.v).toBeCloseTo(Date.UTC(2026, 2, 2, 8) / 86_400_000 + 25_569, 5);
    for (const [header, text] of [
      ['Client Name', '=HYPERLINK("http://evil.test")'],
      ['Rent', '+1200'],
      ['House/Apt Details', '-2 bd 1 ba'],
      ['Address', '@12 Main St'],
    ]) {
      expect(cell(header!, 1)).toMatchObject({ t: 's', v: text });
      expect(cell(header!, 1).f).toBeUndefined();
    }
  });

  it('reads the same file whatever the body is cut into', async () => {
    const many = Array.from({ length: 40 }, (_, i) => [...(i % 2 ? created : picked)] as LeadExportRow);
    const whole = await make(ndjson(many));
    for (const size of [1, 2, 3, 7, 64])
      expect((await make(ndjson(many), 'leads', size)).rows).toEqual(whole.rows);
  });

  it('tells how many rows came of how many, then that the file is being written', async () => {
    const { events } = await make(
      `${JSON.stringify({ total: 5000, estimated: true })}\n${ndjson([created, picked]).split('\n').slice(1).join('\n')}`,
    );
    expect(events.at(-2)).toEqual({ fetching: { received: 2, total: 5000, estimated: true } });
    expect(events.at(-1)).toEqual({ building: 2 });
    // A total that was estimated too low grows with the rows.
    const low = await make(ndjson([created, picked], { total: 1 }));
    expect(low.events.at(-2)).toEqual({ fetching: { received: 2, total: 2, estimated: false } });
  });

  it('answers null when nothing matched', async () => {
    const { events, rows } = await make(ndjson([]));
    expect(rows).toBeNull();
    expect(events.at(-1)).toEqual({ fetching: { received: 0, total: 0, estimated: false } });
  });

  it('refuses a body cut short: no end line, or fewer rows than it says', async () => {
    await expect(make(ndjson([created, picked], { end: null }))).rejects.toThrow(CUT_SHORT);
    await expect(make(ndjson([created], { end: 2 }))).rejects.toThrow(CUT_SHORT);
    await expect(make(ndjson([created, picked]).slice(0, -20))).rejects.toThrow();
  });
});
