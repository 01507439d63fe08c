/**
 * Who reads and changes which templates (docs/rules/templates.md#d12.3): the super-admin the defaults and every group's,
 * an admin its own group's (reading the defaults), a team leader and a picker reading theirs, a
 * creator nothing; and an admin never reads or edits another admin's group's templates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  DEFAULTS_ARE_SUPER_ADMINS,
  type MessageTemplate,
  NOT_YOUR_GROUP_TEMPLATES,
  TEMPLATE_DELETED,
  TEMPLATE_NOT_FOUND,
  TEMPLATE_UPDATED,
  TEMPLATES_LISTED,
} from '../../../src/contract';
import {
  buildGroup,
  type Group,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';
import { createAs, deleteAs, listAs, namesOf, pickerListAs, templateOf, updateAs } from './calls';

let server: TestServer;
let root: Staff;
let north: Group;
let south: Group;
/** One template of each group, made by its admin, and one default made by the super-admin. */
let northOwn: MessageTemplate;
let southOwn: MessageTemplate;
let rootDefault: MessageTemplate;

const DEFAULT_NAMES = DEFAULT_TEMPLATES.map((t) => t.name);
const idsOf = (templates: MessageTemplate[]) => templates.map((t) => t._id);

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
  north = await buildGroup(server);
  south = await buildGroup(server);
  northOwn = await templateOf(server, north.admin, { name: 'North hello', body: 'Hi {client_name}!' });
  southOwn = await templateOf(server, south.admin, { name: 'South hello', body: 'Hola {client_name}!' });
  rootDefault = await templateOf(server, root, { name: 'Zz default', body: 'Hello from {picker_name}' });
});
afterAll(() => server.close());

describe('the super-admin', () => {
  it('lists every template, or one group’s with the defaults', async () => {
    const all = await listAs(server, root);
    expect(all.status).toBe(200);
    expect(all.body.message).toBe(TEMPLATES_LISTED);
    expect(idsOf(all.body.data)).toEqual(
      expect.arrayContaining([northOwn._id, southOwn._id, rootDefault._id]),
    );
    const southOnly = await listAs(server, root, south.admin.id);
    // A group's own first, then the defaults by name.
    expect(namesOf(southOnly.body.data)).toEqual([
      'South hello',
      ...[...DEFAULT_NAMES, 'Zz default'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    ]);
  });

  it('makes a default and a group’s template, naming the group', async () => {
    expect(rootDefault).toMatchObject({ group: null, updatedBy: { _id: root.id, name: root.name } });
    const made = await createAs(server, root, { name: 'For north', body: 'Hi', adminId: north.admin.id });
    expect(made.status).toBe(201);
    expect(made.body.data.group).toEqual({ _id: north.admin.id, name: north.admin.name });
    expect(namesOf((await listAs(server, north.admin)).body.data)).toContain('For north');
  });

  it('edits and deletes a default and any group’s template', async () => {
    const theirs = await templateOf(server, south.admin, { name: 'South bye', body: 'Bye' });
    const edited = await updateAs(server, root, theirs._id, { name: 'South bye', body: 'Bye {client_name}' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: TEMPLATE_UPDATED, data: { body: 'Bye {client_name}' } });
    expect(edited.body.data.updatedBy).toEqual({ _id: root.id, name: root.name });
    const deleted = await deleteAs(server, root, theirs._id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: TEMPLATE_DELETED, data: null });
    expect(idsOf((await listAs(server, root)).body.data)).not.toContain(theirs._id);

    const aDefault = await templateOf(server, root, { name: 'Short lived', body: 'Hi' });
    expect((await updateAs(server, root, aDefault._id, { name: 'Shorter', body: 'Hi' })).status).toBe(200);
    expect((await deleteAs(server, root, aDefault._id)).status).toBe(200);
  });

  it('is told an unknown template is not found', async () => {
    for (const res of [
      await updateAs(server, root, 'no-such-template', { name: 'A', body: 'B' }),
      await deleteAs(server, root, 'no-such-template'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(TEMPLATE_NOT_FOUND);
    }
  });
});

describe('an admin', () => {
  it('lists its own group’s templates and the defaults, never another group’s', async () => {
    const res = await listAs(server, north.admin);
    expect(res.status).toBe(200);
    const ids = idsOf(res.body.data);
    expect(ids).toContain(northOwn._id);
    expect(ids).toContain(rootDefault._id);
    expect(ids).not.toContain(southOwn._id);
    expect((await listAs(server, north.admin, north.admin.id)).body.data).toEqual(res.body.data);
  });

  it('makes, edits and deletes its own group’s templates', async () => {
    const made = await createAs(server, north.admin, { name: 'North extra', body: 'Hi {rent}' });
    expect(made.status).toBe(201);
    expect(made.body.data.group).toEqual({ _id: north.admin.id, name: north.admin.name });
    const id = made.body.data._id;
    expect((await updateAs(server, north.admin, id, { name: 'North extra', body: 'Hey' })).status).toBe(200);
    expect((await deleteAs(server, north.admin, id)).status).toBe(200);
  });

  it('neither reads, makes, edits nor deletes another group’s templates', async () => {
    const named = await listAs(server, north.admin, south.admin.id);
    expect(named.status).toBe(403);
    expect(named.body.message).toBe(NOT_YOUR_GROUP_TEMPLATES);
    const made = await createAs(server, north.admin, { name: 'Sneaky', body: 'Hi', adminId: south.admin.id });
    expect(made.status).toBe(403);
    expect(made.body.message).toBe(NOT_YOUR_GROUP_TEMPLATES);
    // Another group's template reads as unknown: the answer does not say it exists.
    for (const res of [
      await updateAs(server, north.admin, southOwn._id, { name: 'Taken over', body: 'Hi' }),
      await deleteAs(server, north.admin, southOwn._id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(TEMPLATE_NOT_FOUND);
    }
    const kept = (await listAs(server, south.admin)).body.data.find((t) => t._id === southOwn._id);
    expect(kept).toEqual(southOwn);
    expect(namesOf((await listAs(server, root)).body.data)).not.toContain('Sneaky');
  });

  it('reads the defaults but changes none', async () => {
    for (const res of [
      await updateAs(server, north.admin, rootDefault._id, { name: 'Mine now', body: 'Hi' }),
      await deleteAs(server, north.admin, rootDefault._id),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(DEFAULTS_ARE_SUPER_ADMINS);
    }
    expect((await listAs(server, root)).body.data.find((t) => t._id === rootDefault._id)).toEqual(
      rootDefault,
    );
  });
});

describe('a team leader', () => {
  it('of either kind reads its group’s templates and the defaults', async () => {
    for (const leader of [north.pickerLeader, north.creatorLeader]) {
      const res = await listAs(server, leader);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual((await listAs(server, north.admin)).body.data);
    }
    const named = await listAs(server, north.pickerLeader, south.admin.id);
    expect(named.status).toBe(403);
    expect(named.body.message).toBe(NOT_YOUR_GROUP_TEMPLATES);
  });

  it('changes none', async () => {
    const leader = north.pickerLeader;
    expect((await createAs(server, leader, { name: 'Leader', body: 'Hi' })).status).toBe(403);
    expect((await updateAs(server, leader, northOwn._id, { name: 'Leader', body: 'Hi' })).status).toBe(403);
    expect((await deleteAs(server, leader, northOwn._id)).status).toBe(403);
    expect(namesOf((await listAs(server, north.admin)).body.data)).toContain('North hello');
  });
});

describe('a picker', () => {
  it('reads its group’s templates, then the defaults, through its own route', async () => {
    const res = await pickerListAs(server, north.picker);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TEMPLATES_LISTED);
    const names = namesOf(res.body.data);
    expect(names[0]).toBe('For north');
    expect(names).toContain('North hello');
    expect(names).not.toContain('South hello');
    expect(names).toEqual(expect.arrayContaining([...DEFAULT_NAMES, 'Zz default']));
    expect(res.body.data.slice(-5).every((t) => t.group === null)).toBe(true);
    expect(namesOf((await pickerListAs(server, south.picker)).body.data)).toContain('South hello');
  });

  it('neither lists as a manager does nor changes a template', async () => {
    const picker = north.picker;
    expect((await listAs(server, picker)).status).toBe(403);
    expect((await createAs(server, picker, { name: 'Mine', body: 'Hi' })).status).toBe(403);
    expect((await updateAs(server, picker, northOwn._id, { name: 'Mine', body: 'Hi' })).status).toBe(403);
    expect((await deleteAs(server, picker, northOwn._id)).status).toBe(403);
  });
});

describe('a creator and a caller without a session', () => {
  it('are refused every template call', async () => {
    const creator = north.creator;
    const calls = [
      () => listAs(server, creator),
      () => createAs(server, creator, { name: 'Mine', body: 'Hi' }),
      () => updateAs(server, creator, northOwn._id, { name: 'Mine', body: 'Hi' }),
      () => deleteAs(server, creator, northOwn._id),
      () => pickerListAs(server, creator),
    ];
    for (const send of calls) expect((await send()).status).toBe(403);
    const signedOut = { ...creator, token: '' };
    expect((await listAs(server, signedOut)).status).toBe(401);
    expect((await pickerListAs(server, signedOut)).status).toBe(401);
  });
});
