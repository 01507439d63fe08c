/**
 * What the creators' side reads of a lead (docs/rules/leads.md#d5.16): My Leads and a creators'
 * leader's All Leads, and its Download, send the lead's fields and what the picking did, never the
 * client's email (a picker's) nor who picked it (another group's picker, its leader and admin). The
 * picking side still reads both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalRow } from '../../../server/src/db/schema';
import { type LeadExportRow, leadListsApi, type Rental, sheetLeadOf } from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  type Group,
  pickedBy,
  startTestServer,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let makers: Group;
let pickers: Group;
let lead: RentalRow;

const CLIENT_EMAIL = 'finding8.client@example.com';

beforeAll(async () => {
  server = await startTestServer();
  [makers, pickers] = [await buildGroup(server), await buildGroup(server)];
  // Made by one group's creator, picked by another group's picker, who stored the client's email.
  lead = await addRental(server, {
    ...createdBy(makers.creator),
    ...pickedBy(pickers.picker, server.clock.now()),
    clientEmail: CLIENT_EMAIL,
  });
});
afterAll(() => server.close());

/** Everything that names the picker's side: the client's email, the picker, its leader and admin. */
const pickingSide = () => [
  CLIENT_EMAIL,
  pickers.picker.email,
  pickers.picker.name,
  pickers.pickerLeader.name,
  pickers.admin.name,
];

const rowOf = (rows: Rental[]) => rows.find((row) => row._id === lead.id)!;

async function exportedRow(path: string, token: string) {
  const response = await fetch(`${server.baseUrl}${path}/export`, { headers: { authorization: token } });
  expect(response.status).toBe(200);
  const lines = (await response.text()).trim().split('\n');
  const rows = lines.slice(1, -1).map((line) => sheetLeadOf(JSON.parse(line) as LeadExportRow));
  return { rows, text: lines.join('\n') };
}

describe('issue 47 finding 8: creators and creators’ leaders get no client emails nor picker identities', () => {
  it('My Leads sends the lead as its creator reads it', async () => {
    const answer = await server.call(leadListsApi.listMyLeads, { token: tokenOf(server, makers.creator) });
    expect(answer.status).toBe(200);
    const row = rowOf(answer.body.data.result);
    expect(row).toMatchObject({
      client_name: lead.clientName,
      number: lead.number,
      client_email: null,
      fetcher: null,
      // That it was picked, by an id that names no one (the table's Number Status).
      fetcherId: lead.fetcherId,
      number_status: 'valid',
      outcome: 'valid',
    });
    const text = JSON.stringify(answer.body);
    for (const value of pickingSide()) expect(text).not.toContain(value);
  });

  it('a creators’ leader’s All Leads, and its Download, send it the same way', async () => {
    const token = tokenOf(server, makers.creatorLeader);
    const answer = await server.call(leadListsApi.listLeaderAllLeads, { token });
    expect(answer.status).toBe(200);
    const row = rowOf(answer.body.data.result);
    expect(row).toMatchObject({ client_email: null, fetcher: null, fetcherId: lead.fetcherId });
    expect(row.creator?.name).toBe(makers.creator.name);
    const text = JSON.stringify(answer.body);
    for (const value of pickingSide()) expect(text).not.toContain(value);

    const file = await exportedRow(leadListsApi.listLeaderAllLeads.path, token);
    expect(file.rows.find((sheet) => sheet.number === lead.number)).toMatchObject({
      client_email: null,
      fetcher: null,
      fetcherId: lead.fetcherId,
    });
    for (const value of pickingSide()) expect(file.text).not.toContain(value);
  });

  it('the picking side still reads the client’s email and who picked it', async () => {
    const picked = await server.call(leadListsApi.listLeaderPickedLeads, {
      token: tokenOf(server, pickers.pickerLeader),
      query: { limit: 100 },
    });
    expect(picked.status).toBe(200);
    expect(rowOf(picked.body.data.result)).toMatchObject({
      client_email: CLIENT_EMAIL,
      fetcher: {
        name: pickers.picker.name,
        email: pickers.picker.email,
        team_leader_name: pickers.pickerLeader.name,
        admin_name: pickers.admin.name,
      },
    });
  });
});
