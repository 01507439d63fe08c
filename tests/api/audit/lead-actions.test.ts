/**
 * The leads' changes in the audit trail (docs/rules/audit.md#d10.1): settings, make-invalid, a release, a deal closed
 * and its final status, an upload and a bypass, each one entry (an upload and a bypass one per call,
 * with counts), in the group docs/rules/audit.md#d10.3 names; a refused or idle call writes none (docs/rules/audit.md#d10.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dealsApi,
  leadsApi,
  operationsApi,
  pathTo,
  type Settings,
  settingsApi,
  uploadsApi,
} from '../../../src/contract';
import {
  addRental,
  buildGroup,
  closeDeal,
  type Group,
  goodRow,
  HEADER,
  heldBy,
  nextNumber,
  pickedBy,
  type Staff,
  startLeadsServer,
  superAdminOf,
  type TestServer,
  upload,
  xlsxOf,
} from '../support';
import { entriesWrittenBy, oneEntryOf } from './entries';

let server: TestServer;
let root: Staff;
let A: Group;
let B: Group;

beforeAll(async () => {
  server = await startLeadsServer();
  root = await superAdminOf(server);
  A = await buildGroup(server);
  B = await buildGroup(server);
});
afterAll(() => server.close());

describe('the settings', () => {
  it('records only the fields that changed, in no group; an unchanged save writes nothing', async () => {
    const current = (await server.call(settingsApi.get, { token: root.token })).body.data as Settings;
    const { holdEnabledAt: _ignored, ...rest } = current;
    const save = (body: object) => server.call(settingsApi.update, { token: root.token, body });
    const entry = await oneEntryOf(server, async () => {
      expect((await save({ ...rest, holdEnabledAt: null, delayTime: current.delayTime + 5 })).status).toBe(
        200,
      );
    });
    expect(entry).toMatchObject({
      action: 'settings-changed',
      actorId: root.id,
      actorRole: 'super-admin',
      targetKind: 'settings',
      before: { delayTime: current.delayTime },
      after: { delayTime: current.delayTime + 5 },
      adminId: null,
    });
    expect(entry.createdAt.toISOString()).toBe(server.clock.now().toISOString());
    const idle = await entriesWrittenBy(server, async () => {
      expect((await save({ ...rest, holdEnabledAt: null, delayTime: current.delayTime + 5 })).status).toBe(
        200,
      );
      expect((await save({ ...rest, delayTime: -1 })).status).toBe(400);
    });
    expect(idle).toBe(0);
  });
});

describe('make-invalid', () => {
  it('records the lead’s number and its status before and after, once', async () => {
    const lead = await addRental(server);
    const mark = () => server.call(leadsApi.makeInvalid, { token: A.picker.token, values: { id: lead.id } });
    const entry = await oneEntryOf(server, async () => expect((await mark()).status).toBe(200));
    expect(entry).toMatchObject({
      action: 'lead-made-invalid',
      actorId: A.picker.id,
      actorRole: 'data-picker',
      targetKind: 'lead',
      targetId: lead.id,
      targetLabel: lead.number,
      before: { number_status: null },
      after: { number_status: 'invalid' },
      adminId: A.admin.id,
    });
    expect(await entriesWrittenBy(server, async () => expect((await mark()).status).toBe(200))).toBe(0);
  });
});

describe('a release', () => {
  it('records whose hold ended, in the picker’s group; releasing it again (409) writes nothing', async () => {
    const lead = await addRental(server, heldBy(A.pickers[1], server.clock.now()));
    const release = (token: string) => server.call(operationsApi.release, { token, values: { id: lead.id } });
    const entry = await oneEntryOf(server, async () =>
      expect((await release(A.pickerLeader.token)).status).toBe(200),
    );
    expect(entry).toMatchObject({
      action: 'lead-released',
      actorId: A.pickerLeader.id,
      actorRole: 'team-leader',
      targetId: lead.id,
      targetLabel: lead.number,
      before: { heldBy: A.pickers[1].name, heldById: A.pickers[1].id },
      after: { heldBy: null },
      adminId: A.admin.id,
    });
    const refused = await entriesWrittenBy(server, async () => {
      expect((await release(A.pickerLeader.token)).status).toBe(409);
      expect((await release(B.admin.token)).status).toBe(404);
    });
    expect(refused).toBe(0);
  });
});

describe('a deal', () => {
  it('records the close by the picker and the final status by the admin, before and after', async () => {
    const lead = await addRental(server, pickedBy(B.picker, server.clock.now()));
    let dealId = '';
    const closed = await oneEntryOf(server, async () => {
      dealId = (await closeDeal(server, B.picker, lead))._id;
    });
    expect(closed).toMatchObject({
      action: 'deal-closed',
      actorId: B.picker.id,
      targetKind: 'deal',
      targetId: dealId,
      targetLabel: lead.number,
      after: { status: 'in-process', paymentMethod: 'trans-union' },
      adminId: B.admin.id,
    });
    const final = (token: string, status: string) =>
      server.call(dealsApi.finalClose, { token, values: { id: dealId }, body: { status } });
    const done = await oneEntryOf(server, async () =>
      expect((await final(B.admin.token, 'done')).status).toBe(200),
    );
    expect(done).toMatchObject({
      action: 'deal-status-changed',
      actorId: B.admin.id,
      actorRole: 'admin',
      targetId: dealId,
      before: { status: 'in-process' },
      after: { status: 'done' },
      adminId: B.admin.id,
    });
    const idle = await entriesWrittenBy(server, async () => {
      expect((await final(B.admin.token, 'done')).status).toBe(200);
      expect((await final(A.admin.token, 'failed')).status).toBe(404);
      expect((await final(B.admin.token, 'maybe')).status).toBe(400);
    });
    expect(idle).toBe(0);
  });
});

describe('an upload', () => {
  it('is one entry with its counts, not one per lead', async () => {
    const taken = await addRental(server);
    const rows = [HEADER, goodRow(nextNumber()), goodRow(nextNumber()), goodRow(taken.number)];
    const entry = await oneEntryOf(server, async () => {
      const res = await upload(
        server,
        pathTo(uploadsApi.importToPool),
        root.token,
        xlsxOf(rows),
        'leads.xlsx',
      );
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'leads-uploaded',
      actorId: root.id,
      targetKind: 'upload',
      targetLabel: 'leads.xlsx',
      after: { source: 'for-use', inserted: 2, skipped: 1 },
      adminId: null,
    });
  });

  it('writes nothing for a file whose every row was skipped: it changed nothing (docs/rules/audit.md#d10.2)', async () => {
    const taken = await addRental(server);
    const written = await entriesWrittenBy(server, async () => {
      const res = await upload(
        server,
        pathTo(uploadsApi.importToPool),
        root.token,
        xlsxOf([HEADER, goodRow(taken.number)]),
        'taken.xlsx',
      );
      expect(res.body.message).toBe('Inserted: 0, Skipped: 1');
    });
    expect(written).toBe(0);
  });

  it('writes nothing for a creator without the permission (403) or an empty file (400)', async () => {
    const written = await entriesWrittenBy(server, async () => {
      const sheet = xlsxOf([HEADER, goodRow(nextNumber())]);
      expect(
        (await upload(server, pathTo(uploadsApi.importLeads), A.creators[1].token, sheet, 'a.xlsx')).status,
      ).toBe(403);
      expect(
        (await upload(server, pathTo(uploadsApi.importToPool), root.token, xlsxOf([HEADER]), 'b.xlsx'))
          .status,
      ).toBe(400);
    });
    expect(written).toBe(0);
  });
});

describe('a bypass', () => {
  const bypass = (limit: number, email: string) =>
    fetch(
      `${server.baseUrl}${pathTo(uploadsApi.takeFromPool)}?${new URLSearchParams({ limit: String(limit), admin_email: email })}`,
      {
        headers: { authorization: root.token },
      },
    );

  it('is one entry with the count taken, in the receiving admin’s group', async () => {
    await addRental(server);
    const entry = await oneEntryOf(server, async () =>
      expect((await bypass(500, A.admin.email)).status).toBe(200),
    );
    expect(entry).toMatchObject({
      action: 'leads-bypassed',
      actorId: root.id,
      targetKind: 'user',
      targetId: A.admin.id,
      targetLabel: A.admin.name,
      adminId: A.admin.id,
    });
    expect(entry.after).toMatchObject({ asked: 500 });
    expect((entry.after as { taken: number }).taken).toBeGreaterThan(0);
  });

  it('writes nothing when the pool is empty or the admin unknown (404)', async () => {
    const written = await entriesWrittenBy(server, async () => {
      expect((await bypass(500, A.admin.email)).status).toBe(404);
      expect((await bypass(5, 'nobody@staff.test')).status).toBe(404);
    });
    expect(written).toBe(0);
  });
});
