/**
 * Every change to a template is in the audit trail (docs/rules/audit.md#d10.1), in the group of the template (a
 * default's in none, docs/rules/audit.md#d10.3); a refused change or one that changes nothing writes no entry (rule
 * D10.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi } from '../../../src/contract';
import { entriesWrittenBy, oneEntryOf } from '../audit/entries';
import {
  buildGroup,
  type Group,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';
import { createAs, deleteAs, templateOf, updateAs } from './calls';

let server: TestServer;
let root: Staff;
let north: Group;
let south: Group;

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
  north = await buildGroup(server);
  south = await buildGroup(server);
});
afterAll(() => server.close());

const actorOf = (who: Staff) => ({ actorId: who.id, actorName: who.name, actorRole: who.role });

describe('the audit trail', () => {
  it('records a template made, with its name and text, in its group', async () => {
    let id = '';
    const entry = await oneEntryOf(server, async () => {
      id = (await templateOf(server, north.admin, { name: 'Intro', body: 'Hi {client_name}' }))._id;
    });
    expect(entry).toMatchObject({
      action: 'template-created',
      ...actorOf(north.admin),
      targetKind: 'template',
      targetId: id,
      targetLabel: 'Intro',
      before: null,
      after: { name: 'Intro', body: 'Hi {client_name}' },
      adminId: north.admin.id,
    });
  });

  it('records a change with the fields that changed, before and after, and none for a save that changes nothing', async () => {
    const made = await templateOf(server, north.admin, { name: 'Before', body: 'Same text' });
    const entry = await oneEntryOf(server, () =>
      updateAs(server, root, made._id, { name: 'After', body: 'Same text' }),
    );
    expect(entry).toMatchObject({
      action: 'template-changed',
      ...actorOf(root),
      targetLabel: 'After',
      before: { name: 'Before' },
      after: { name: 'After' },
      adminId: north.admin.id,
    });
    const unchanged = await entriesWrittenBy(server, async () => {
      const res = await updateAs(server, north.admin, made._id, { name: 'After', body: '  Same text ' });
      expect(res.status).toBe(200);
      // Nothing changed: the last save keeps its author.
      expect(res.body.data.updatedBy).toEqual({ _id: root.id, name: root.name });
    });
    expect(unchanged).toBe(0);
  });

  it('records a delete with the last name and text', async () => {
    const made = await templateOf(server, north.admin, { name: 'Gone', body: 'Bye {client_name}' });
    const entry = await oneEntryOf(server, () => deleteAs(server, north.admin, made._id));
    expect(entry).toMatchObject({
      action: 'template-deleted',
      targetId: made._id,
      targetLabel: 'Gone',
      before: { name: 'Gone', body: 'Bye {client_name}' },
      after: null,
      adminId: north.admin.id,
    });
  });

  it('keeps a default’s changes for the super-admin alone', async () => {
    const entry = await oneEntryOf(server, () => createAs(server, root, { name: 'Default', body: 'Hi' }));
    expect(entry).toMatchObject({ action: 'template-created', adminId: null });
    const labelsFor = async (who: Staff) =>
      (
        await server.call(auditApi.list, { token: who.token, query: { action: 'template-created' } })
      ).body.data.result.map((e) => e.target?.label);
    expect(await labelsFor(north.admin)).toEqual(['Gone', 'Before', 'Intro']);
    expect(await labelsFor(root)).toContain('Default');
  });

  it('writes nothing for a refused change', async () => {
    const theirs = await templateOf(server, south.admin, { name: 'South', body: 'Hi' });
    const written = await entriesWrittenBy(server, async () => {
      expect((await createAs(server, north.admin, { name: 'Bad', body: '{nope}' })).status).toBe(400);
      expect((await createAs(server, north.admin, { name: 'intro', body: 'Hi' })).status).toBe(409);
      expect((await updateAs(server, north.admin, theirs._id, { name: 'Mine', body: 'Hi' })).status).toBe(
        404,
      );
      expect((await deleteAs(server, north.pickerLeader, theirs._id)).status).toBe(403);
      expect(
        (await createAs(server, north.admin, { name: 'Sneaky', body: 'Hi', adminId: south.admin.id })).status,
      ).toBe(403);
    });
    expect(written).toBe(0);
  });
});
