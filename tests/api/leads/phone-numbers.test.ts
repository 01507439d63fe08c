/**
 * Phone numbers (docs/decisions.md#p53): every common writing of a number is one lead, stored as E.164,
 * in forms, uploads and searches; number searches also take a number's first digits; numbers
 * without + are read in the server's PHONE_COUNTRY.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DealClosingLead,
  DUPLICATE_NUMBER,
  INVALID_NUMBER,
  leadsApi,
  SEVERAL_NUMBERS,
  type UploadResult,
} from '../../../src/contract';
import {
  addPerson,
  as,
  buildTeam,
  claimedLead,
  csvOf,
  distinctPlace,
  getList,
  goodRow,
  HEADER,
  MORNING,
  manualClock,
  type Person,
  query,
  startTestServer,
  superAdminOf,
  type Team,
  type TestServer,
  tokenOf,
  upload,
  xlsxOf,
} from '../support';

const WRITINGS = ['(555) 123-4567', '555.123.4567', '+1 555 123 4567', '1-555-123-4567', '5551234567'];

const form = (number: string, name = 'Maria Lopez') => ({
  facebook_name: 'Maria FB',
  client_name: name,
  number,
  rent: '$700',
  houseApt_details: '2 bedrooms',
  ...distinctPlace(),
});

async function startServer(phoneCountry?: 'GB') {
  const clock = manualClock(MORNING);
  const server = await startTestServer({ now: clock.now, ...(phoneCountry && { phoneCountry }) });
  return { ...server, clock };
}

const storedNumbers = async (server: TestServer) =>
  (await query<{ number: string }>(server, sql`SELECT number FROM rentals ORDER BY number`)).map(
    (row) => row.number,
  );

describe('with the default country (US)', () => {
  let server: TestServer;
  let team: Team;
  let picker: Person;
  let rootToken: string;

  const create = (number: string, name?: string) =>
    server.call(leadsApi.create, { token: team.creator.token(), body: form(number, name) });
  const search = (number: string) =>
    server.call(leadsApi.search, { token: picker.token(), query: { number } });
  const listSearch = async (term: string) =>
    (
      await getList(server, '/rental/getAllRentalsByCreator', rootToken, { search: term })
    ).body.data.result.map((lead) => lead.number);

  beforeAll(async () => {
    server = await startServer();
    team = await buildTeam(server);
    picker = team.pickers[0]!;
    rootToken = tokenOf(server, await superAdminOf(server));
  });
  afterAll(() => server.close());

  it('stores a created number as E.164 and refuses every other writing of it as a duplicate', async () => {
    const [first, ...others] = WRITINGS;
    const created = await create(first!);
    expect(created.status).toBe(200);
    expect(created.body.data.number).toBe('+15551234567');
    for (const number of others) {
      const again = await create(number);
      expect(again.status, number).toBe(409);
      expect(again.body.message).toBe(DUPLICATE_NUMBER);
    }
    expect(await storedNumbers(server)).toEqual(['+15551234567']);
  });

  it('takes a number of another country written with +, and refuses one that is no number', async () => {
    const foreign = await create('+44 20 7946 0958', 'Foreign');
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.number).toBe('+442079460958');
    expect((await create('00 44 20 7946 0958')).body).toMatchObject({ message: INVALID_NUMBER });
    for (const number of ['555-1234', '555 123 4567 ext. 2', 'call 555 123 4567']) {
      const refused = await create(number);
      expect(refused.status, number).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'number', message: INVALID_NUMBER }]);
    }
  });

  it('finds the one lead by every writing of its number', async () => {
    const ids = new Set<string>();
    for (const number of WRITINGS) {
      const found = await search(number);
      expect(found.status, number).toBe(200);
      ids.add(found.body.data._id);
    }
    expect(ids.size).toBe(1);
  });

  it('finds a lead from the first six digits, and asks for more when they fit several', async () => {
    expect((await create('(555) 777-0001', 'First')).status).toBe(200);
    expect((await create('(555) 778-0002', 'Second')).status).toBe(200);
    for (const start of ['555 777', '(555) 777-0', '1 555 777', '+1 555-777']) {
      const found = await search(start);
      expect(found.status, start).toBe(200);
      expect(found.body.data.number).toBe('+15557770001');
    }
    // Five digits name too many leads to be a search.
    const tooFew = await search('(555) 77');
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.message).toBe(INVALID_NUMBER);
    expect((await create('(555) 777-0003', 'Third')).status).toBe(200);
    const ambiguous = await search('555 777');
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body).toMatchObject({
      message: SEVERAL_NUMBERS,
      errors: [{ path: 'number', message: SEVERAL_NUMBERS }],
    });
    expect((await search('555 777 0003')).body.data.number).toBe('+15557770003');
    expect((await search('555 999')).status).toBe(404);
  });

  it('finds the picker’s own lead for a deal by its first digits', async () => {
    const lead = await claimedLead(server, picker.user, team.creator.user, { number: '+15558880001' });
    const found = await as<DealClosingLead>(
      server,
      picker,
      `/dataPicker/getRentalForDealClosing/${encodeURIComponent('(555) 888')}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ _id: lead.id, number: '+15558880001' });
  });

  it('imports each writing once: a second writing in the file, or of a stored number, is a duplicate', async () => {
    const file = xlsxOf([
      HEADER,
      goodRow('555.321.7654'),
      goodRow('+1 555 321 7654', 'Same, with country code'),
      goodRow('1-555-123-4567', 'Created earlier'),
      goodRow('+507 6123-4567', 'Panama'),
      goodRow('555-3217', 'Too short'),
    ]);
    const response = await upload(server, '/rental/bulk-upload-rental', rootToken, file, 'leads.xlsx');
    expect(response.status).toBe(200);
    const result = response.body.data as UploadResult;
    expect(result.inserted).toBe(2);
    expect(result.skipped.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 3, reason: 'Duplicate of row 2 in this file' },
      { row: 4, reason: DUPLICATE_NUMBER },
      { row: 6, reason: `Number: ${INVALID_NUMBER}` },
    ]);
    const again = await upload(
      server,
      '/rental/bulk-upload-rental-for-use',
      rootToken,
      csvOf([HEADER, goodRow('(555) 321-7654')]),
      'again.csv',
    );
    expect((again.body.data as UploadResult).skipped).toMatchObject([{ row: 2, reason: DUPLICATE_NUMBER }]);
    const numbers = await storedNumbers(server);
    expect(numbers).toContain('+15553217654');
    expect(numbers).toContain('+50761234567');
  });

  it('finds numbers in the lists’ search box however they are written', async () => {
    for (const term of ['+1 555 321 7654', '(555) 321-7654', '555-321', '1 555 321 7654']) {
      expect(await listSearch(term), term).toEqual(['+15553217654']);
    }
    expect(await listSearch('6123-4567')).toEqual(['+50761234567']);
  });
});

describe('with PHONE_COUNTRY=GB', () => {
  let server: TestServer;
  let creator: Person;
  let picker: Person;

  beforeAll(async () => {
    server = await startServer('GB');
    const team = await buildTeam(server);
    creator = team.creator;
    picker = await addPerson(server, { role: 'data-picker', adminId: team.admin.id });
  });
  afterAll(() => server.close());

  it('reads a number without + as a British one, and one with + in its own country', async () => {
    const create = (body: unknown) => server.call(leadsApi.create, { token: creator.token(), body });
    const british = await create(form('020 7946 0958'));
    expect(british.body.data?.number).toBe('+442079460958');
    const american = await create(form('+1 555 123 4567', 'American'));
    expect(american.body.data?.number).toBe('+15551234567');
    // Without +, the same ten digits are read as a British number: another lead.
    const local = await create(form('555 123 4567', 'Local'));
    expect(local.body.data?.number).toBe('+445551234567');
    for (const typed of ['020 7946 0958', '+44 20 7946 0958', '020 7946']) {
      const found = await server.call(leadsApi.search, { token: picker.token(), query: { number: typed } });
      expect(found.status, typed).toBe(200);
      expect(found.body.data.number).toBe('+442079460958');
    }
  });
});
