/**
 * Bypass Rentals over HTTP (docs/rules/leads.md#d5): pool leads leave the pool for an admin's Picked Leads and
 * come back as an .xlsx, in the settings' order; never one lead to two people, even racing claims.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rentals, settings, type UserRow } from '../../../server/src/db/schema';
import {
  EXPORT_SHEET,
  type LeadsType,
  leadListsApi,
  leadsApi,
  NO_SUCH_ADMIN,
  POOL_EMPTY,
  pathTo,
  uploadsApi,
} from '../../../src/contract';
import {
  addLeads,
  addUser,
  buildGroup,
  createdBy,
  type Group,
  getList,
  idsOf,
  pickedBy,
  softDeleteUser,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let group: Group;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  token = tokenOf(server, await superAdminOf(server));
}, 60_000);

afterAll(() => server?.close());

/** Each test starts from an empty table and the given order. */
async function reset(leadsType: LeadsType = 'random') {
  await server.app.db.delete(rentals);
  await server.app.db.update(settings).set({ leadsType }).where(sql`id = 1`);
}
beforeEach(() => reset());

/** `count` pool leads created one minute apart, oldest first, ending `endAgoMs` before now. */
const poolLeads = (count: number, endAgoMs = 60_000) => {
  const end = server.clock.now().getTime() - endAgoMs;
  return addLeads(
    server,
    Array.from({ length: count }, (_, i) => ({
      ...createdBy(group.creators[0]),
      createdAt: new Date(end - (count - 1 - i) * 60_000),
    })),
  );
};

interface Download {
  status: number;
  headers: Headers;
  rows: string[][];
  sheet: string;
  message?: string;
}

async function bypass(query: Record<string, string | number>, as = token): Promise<Download> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${server.baseUrl}${pathTo(uploadsApi.takeFromPool)}?${params}`, {
    headers: { authorization: as },
  });
  if (!response.ok)
    return {
      status: response.status,
      headers: response.headers,
      rows: [],
      sheet: '',
      message: (await response.json()).message,
    };
  const XLSX = await import('xlsx');
  const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { type: 'buffer' });
  const sheet = book.SheetNames[0]!;
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[sheet]!, { header: 1, raw: false });
  return { status: response.status, headers: response.headers, rows, sheet };
}

const numbersIn = (download: Download) => download.rows.slice(1).map((row) => row[3]!);

describe('a bypass', () => {
  it('hands ten pool leads to the admin: they leave the pool and show in its Picked Leads', async () => {
    const pool = await poolLeads(15);
    const [, pickedByPicker] = await addLeads(server, [
      { ...createdBy(group.creators[0]), numberStatus: 'invalid' },
      { ...createdBy(group.creators[0]), ...pickedBy(group.pickers[0], server.clock.now()) },
    ]);
    const download = await bypass({ limit: 10, admin_email: group.admin.email.toUpperCase() });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="rentals_\d+\.xlsx"$/);
    expect(download.sheet).toBe(EXPORT_SHEET);
    expect(download.rows[0]).toEqual([
      'Date & Time',
      'Facebook Name',
      'Client Name',
      'Number',
      'Rent',
      'House/Apt Details',
      'Address',
      'Post Link',
      'Screenshot Link',
      'Creator Name',
      'TeamLeader Name',
      'Admin Name',
    ]);
    expect(download.rows[1]!.slice(9)).toEqual([
      group.creators[0].name,
      group.creatorLeaders[0].name,
      group.admin.name,
    ]);

    const numbers = numbersIn(download);
    expect(numbers).toHaveLength(10);
    const taken = await server.app.db.select().from(rentals).where(inArray(rentals.number, numbers));
    expect(taken).toHaveLength(10);
    for (const lead of taken) {
      expect(pool.map((l) => l.id)).toContain(lead.id);
      expect(lead).toMatchObject({
        fetcherId: group.admin.id,
        fetcherAdminId: group.admin.id,
        fetcherLeaderId: null,
        isFetched: true,
        isFinished: true,
        numberStatus: null,
      });
      expect(lead.finishedDate).toEqual(lead.fetchedAt);
    }
    const remaining = await server.app.db.select().from(rentals).where(eq(rentals.isFetched, false));
    expect(remaining.filter((l) => l.numberStatus !== 'invalid')).toHaveLength(5);

    const picked = await getList(
      server,
      pathTo(leadListsApi.listAdminPickedLeads),
      tokenOf(server, group.admin),
      {
        limit: 100,
      },
    );
    expect(idsOf(picked.body.data.result)).toEqual([...taken, pickedByPicker!].map((l) => l.id).sort());
  });

  it.each([
    ['oldest', (ids: string[]) => ids.slice(0, 3)],
    ['newest', (ids: string[]) => ids.slice(-3)],
  ] as const)('takes the %s leads when the settings say so', async (leadsType, expected) => {
    await reset(leadsType);
    const pool = (await poolLeads(8)).map((l) => l.id);
    const download = await bypass({ limit: 3, admin_email: group.admin.email });
    const taken = await server.app.db
      .select()
      .from(rentals)
      .where(inArray(rentals.number, numbersIn(download)));
    expect(taken.map((l) => l.id).sort()).toEqual(expected(pool).sort());
  });

  it("takes today's newest first, then the oldest, in auto order", async () => {
    await reset('auto');
    const older = (await poolLeads(4, 3 * 24 * 3600_000)).map((l) => l.id);
    const today = (await poolLeads(2, 1000)).map((l) => l.id);
    const download = await bypass({ limit: 3, admin_email: group.admin.email });
    const taken = await server.app.db
      .select()
      .from(rentals)
      .where(inArray(rentals.number, numbersIn(download)));
    expect(taken.map((l) => l.id).sort()).toEqual([...today, older[0]!].sort());
  });

  it('takes what there is when the pool is smaller than the limit, then answers 404', async () => {
    await poolLeads(3);
    expect(numbersIn(await bypass({ limit: 10, admin_email: group.admin.email }))).toHaveLength(3);
    const empty = await bypass({ limit: 10, admin_email: group.admin.email });
    expect(empty).toMatchObject({ status: 404, message: POOL_EMPTY });
  });
});

describe('a refused bypass', () => {
  it.each([
    ['an unknown email', () => 'nobody@lead-lists.test'],
    ['a creator', () => group.creators[0].email],
  ])('answers 404 for %s', async (_, email) => {
    await poolLeads(2);
    expect(await bypass({ limit: 1, admin_email: email() })).toMatchObject({
      status: 404,
      message: NO_SUCH_ADMIN,
    });
  });

  it('answers 404 for a deleted admin and takes nothing', async () => {
    await poolLeads(2);
    const gone = await addUser(server, { role: 'admin' });
    await softDeleteUser(server.app, gone.id);
    expect(await bypass({ limit: 1, admin_email: gone.email })).toMatchObject({
      status: 404,
      message: NO_SUCH_ADMIN,
    });
    expect(await server.app.db.select().from(rentals).where(eq(rentals.isFetched, true))).toEqual([]);
  });

  it.each([
    [{ limit: 5 }, 'Admin email is required'],
    [{ limit: 0, admin_email: 'a@b.co' }, 'Limit must be at least 1'],
    [{ limit: 10_001, admin_email: 'a@b.co' }, 'Limit must be at most 10000'],
    [{ admin_email: 'a@b.co' }, 'Limit is required'],
  ])('answers 400 for %o', async (query, message) => {
    expect(await bypass(query)).toMatchObject({ status: 400, message });
  });

  it('is for the super-admin only', async () => {
    await poolLeads(2);
    const asAdmin = await bypass({ limit: 1, admin_email: group.admin.email }, tokenOf(server, group.admin));
    expect(asAdmin.status).toBe(403);
  });
});

describe('racing', () => {
  it('bypasses and pickers claiming at once never get the same lead', async () => {
    const pickers: UserRow[] = [];
    for (let i = 0; i < 6; i++) {
      pickers.push(
        await addUser(server, {
          role: 'data-picker',
          adminId: group.admin.id,
          teamLeaderId: group.pickerLeaders[0].id,
        }),
      );
    }
    const other = (await buildGroup(server)).admin;
    await poolLeads(30);
    const [first, second, ...claims] = await Promise.all([
      bypass({ limit: 12, admin_email: group.admin.email }),
      bypass({ limit: 12, admin_email: other.email }),
      ...pickers.map((picker) => server.call(leadsApi.claim, { token: tokenOf(server, picker) })),
    ]);
    const claimed = claims.map((claim) => claim.body.data.rental.number);
    const handedOut = [...numbersIn(first!), ...numbersIn(second!), ...claimed];
    expect(handedOut).toHaveLength(30);
    expect(new Set(handedOut).size).toBe(30);
    const owner = new Map((await server.app.db.select().from(rentals)).map((l) => [l.number, l.fetcherId]));
    expect(numbersIn(first!).every((n) => owner.get(n) === group.admin.id)).toBe(true);
    expect(numbersIn(second!).every((n) => owner.get(n) === other.id)).toBe(true);
    for (const [i, claim] of claims.entries())
      expect(owner.get(claim.body.data.rental.number)).toBe(pickers[i]!.id);
  });
});

// PostgreSQL's autovacuum keeps its statistics by itself.
if (!process.env.DATABASE_URL)
  describe('the statistics after a bypass, on PGlite', () => {
    const analyzes = async () => {
      const { rows } = (await server.app.db.execute(
        sql`SELECT analyze_count::int AS n FROM pg_stat_user_tables WHERE relname = 'rentals'`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]!.n;
    };

    it('are taken again once a bypass moved enough leads out of the pool', async () => {
      await poolLeads(100);
      await server.app.upkeep.idle();
      const before = await analyzes();
      // Past autovacuum's threshold on its own: 50 leads and a tenth of the table.
      expect((await bypass({ limit: 60, admin_email: group.admin.email })).status).toBe(200);
      await server.app.upkeep.idle();
      expect(await analyzes()).toBe(before + 1);
    });
  });
