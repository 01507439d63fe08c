/**
 * What the picking did to a lead on the lead lists and their Download (docs/rules/claiming.md#d5.5, docs/rules/lead-lists.md#d5.9): each row's
 * `call_outcome`, `attempts` and `due_at` (a callback's or a No Answer's time), the same in All Leads,
 * Picked Leads, My Leads and the exported rows, which the spreadsheet reads by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LeadExportRow,
  leadListsApi,
  type MyLeadsResult,
  pathTo,
  type Rental,
  sheetLeadOf,
} from '../../../src/contract';
import {
  buildGroup,
  createdBy,
  endHold,
  type Group,
  getList,
  manualClock,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer & { clock: ReturnType<typeof manualClock> };
let root: Staff;
let a: Group;
const ids: Record<'noAnswer' | 'callback' | 'refused' | 'finished', string> = {
  noAnswer: '',
  callback: '',
  refused: '',
  finished: '',
};

const HOUR = 3_600_000;
const CALLBACK_AT = '2026-03-10T20:00:00.000Z';

beforeAll(async () => {
  const clock = manualClock();
  server = { ...(await startTestServer({ now: clock.now })), clock };
  root = await superAdminOf(server);
  a = await buildGroup(server);
  const by = createdBy(a.creator);
  // The pool holds one lead at each claim: each hold is the lead just made.
  ids.noAnswer = await endHold(server, a.picker, 'no-answer', by);
  ids.callback = await endHold(server, a.picker, { callbackAt: CALLBACK_AT }, by);
  ids.refused = await endHold(server, a.picker, 'not-interested', by);
  ids.finished = await endHold(server, a.picker, 'valid', by);
});
afterAll(() => server.close());

const picking = ({
  call_outcome,
  attempts,
  due_at,
}: Pick<Rental, 'call_outcome' | 'attempts' | 'due_at'>) => ({
  call_outcome,
  attempts,
  due_at,
});

const EXPECTED = () => ({
  [ids.noAnswer]: {
    call_outcome: 'no-answer',
    attempts: 1,
    due_at: new Date(server.clock.now().getTime() + 2 * HOUR).toISOString(),
  },
  [ids.callback]: { call_outcome: 'callback', attempts: 1, due_at: CALLBACK_AT },
  [ids.refused]: { call_outcome: 'not-interested', attempts: 1, due_at: null },
  [ids.finished]: { call_outcome: null, attempts: 1, due_at: null },
});

async function rowsOf(path: string, user: Staff): Promise<Rental[]> {
  const page = await getList(server, path, tokenOf(server, user), { limit: 50 });
  expect(page.status, page.body.message).toBe(200);
  return page.body.data.result;
}

const byId = (rows: Rental[]) => Object.fromEntries(rows.map((row) => [row._id, picking(row)]));

describe('the lead lists', () => {
  it('show each lead’s outcome, attempts and due time in All Leads and My Leads', async () => {
    expect(byId(await rowsOf(pathTo(leadListsApi.listAllLeads), root))).toEqual(EXPECTED());
    const mine = await getList(server, pathTo(leadListsApi.listMyLeads), tokenOf(server, a.creator));
    const rows = (mine.body.data as unknown as MyLeadsResult).result;
    expect(byId(rows)).toEqual(EXPECTED());
    // My Leads' own outcome, what became of the lead, stays apart: a waiting lead was picked.
    expect(rows.find((row) => row._id === ids.noAnswer)?.outcome).toBe('picked');
  });

  it('show them in Picked Leads on the leads a picker still has, not on those waiting for no one', async () => {
    const rows = byId(await rowsOf(pathTo(leadListsApi.listPickedLeads), a.admin));
    expect(rows).toEqual({
      [ids.refused]: EXPECTED()[ids.refused],
      [ids.finished]: EXPECTED()[ids.finished],
    });
  });
});

describe('the Download', () => {
  it('writes the same values in each row, read by name', async () => {
    const response = await fetch(`${server.baseUrl}${pathTo(leadListsApi.listAllLeads)}/export`, {
      headers: { authorization: tokenOf(server, root) },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n').slice(1, -1);
    const leads = lines.map((line) => sheetLeadOf(JSON.parse(line) as LeadExportRow));
    expect(leads).toHaveLength(4);
    const exported = leads.map((lead) => ({
      ...picking(lead),
      due_at: lead.due_at && new Date(lead.due_at).toISOString(),
    }));
    const listed = await rowsOf(pathTo(leadListsApi.listAllLeads), root);
    expect(exported).toEqual(listed.map(picking));
    expect(exported).toContainEqual(EXPECTED()[ids.callback]);
  });
});
