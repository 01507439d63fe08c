/**
 * What a template may hold (docs/rules/templates.md#d12.2): a name and a text within their limits, braces only around a
 * known variable, a name once per group, at most 50 templates a group, a real group when the
 * super-admin names one. Every refusal is a 400 or a 409 in the envelope that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../../../server/src/db/schema';
import {
  NO_SUCH_GROUP,
  TEMPLATE_NAME_TAKEN,
  TEMPLATES_PER_GROUP,
  TOO_MANY_TEMPLATES,
} from '../../../src/contract';
import {
  buildGroup,
  CONTROL_REFUSED,
  expectRefused,
  type Group,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  withNul,
} from '../support';
import { createAs, deleteAs, listAs, templateOf, updateAs } from './calls';

let server: TestServer;
let root: Staff;
let group: Group;

const VARIABLES = '{client_name}, {picker_name}, {rent}, {address}, {details}';

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
  group = await buildGroup(server);
});
afterAll(() => server.close());

const countAll = async () => (await server.app.db.select().from(messageTemplates)).length;

describe('a template’s name and text', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a blank name', { name: '  ', body: 'Hi' }, 'name', 'Name is required'],
    ['a long name', { name: 'n'.repeat(61), body: 'Hi' }, 'name', 'Maximum 60 characters allowed'],
    ['a name with a NUL', { name: withNul('Hello'), body: 'Hi' }, 'name', CONTROL_REFUSED],
    ['no text', { name: 'Hello' }, 'body', 'Message is required'],
    ['a long text', { name: 'Hello', body: 'b'.repeat(1001) }, 'body', 'Maximum 1000 characters allowed'],
    [
      'an unknown variable',
      { name: 'Hello', body: 'Hi {client_name}, rent is {price}' },
      'body',
      `Unknown variable {price}: the variables are ${VARIABLES}`,
    ],
    [
      'a variable written in another case',
      { name: 'Hello', body: 'Hi {Client_Name}' },
      'body',
      `Unknown variable {Client_Name}: the variables are ${VARIABLES}`,
    ],
    [
      'an unclosed brace',
      { name: 'Hello', body: 'Hi {client_name, how are you?' },
      'body',
      'Unclosed brace at character 4: "{client_name, how ar" has no }',
    ],
    [
      'a brace opened twice',
      { name: 'Hello', body: 'Hi {{client_name}}' },
      'body',
      'Unclosed brace at character 4: "{" has no }',
    ],
    [
      'a closing brace alone',
      { name: 'Hello', body: 'Hi client_name}' },
      'body',
      'Unbalanced brace at character 15: this } has no {',
    ],
  ];

  it.each(cases)(
    'refuses %s with a 400 naming it, and writes nothing',
    async (_case, body, path, message) => {
      const before = await countAll();
      const res = await createAs(server, group.admin, body);
      expectRefused(res, 400, message);
      expect(res.body.errors).toEqual([{ path, message }]);
      const edit = await updateAs(server, root, (await listAs(server, root)).body.data[0]!._id, body);
      expectRefused(edit, 400, message);
      expect(await countAll()).toBe(before);
    },
  );

  it('takes every variable, a text of 1000 characters and a name of 60, trimmed', async () => {
    const body = 'Hi {client_name}, I am {picker_name}: {rent} at {address} ({details})?';
    const made = await createAs(server, group.admin, { name: `  ${'n'.repeat(60)}  `, body: `\n${body}  ` });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'n'.repeat(60), body });
    const long = await createAs(server, group.admin, { name: 'Long', body: 'b'.repeat(1000) });
    expect(long.status).toBe(201);
  });

  it('refuses a bad id or group in the address with a 400', async () => {
    const long = 'x'.repeat(65);
    const tooLong = 'Maximum 64 characters allowed';
    expectRefused(await updateAs(server, root, long, { name: 'A', body: 'B' }), 400, tooLong);
    expectRefused(await deleteAs(server, root, long), 400, tooLong);
    expectRefused(await listAs(server, root, long), 400, tooLong);
    expectRefused(await server.api('/templates?adminId=a%00b', { token: root.token }), 400, CONTROL_REFUSED);
  });

  it('refuses a body that is not an object', async () => {
    expectRefused(await createAs(server, group.admin, 'hello'), 400);
    expectRefused(await createAs(server, group.admin, { name: ['x'], body: 'Hi' }), 400, 'Name must be text');
  });
});

describe('names', () => {
  it('are unique within a group whatever their case, on create and on rename', async () => {
    const first = await templateOf(server, group.admin, { name: 'Welcome', body: 'Hi' });
    const again = await createAs(server, group.admin, { name: 'WELCOME', body: 'Hello' });
    expectRefused(again, 409, TEMPLATE_NAME_TAKEN);
    const other = await templateOf(server, group.admin, { name: 'Other', body: 'Hi' });
    expectRefused(
      await updateAs(server, group.admin, other._id, { name: 'welcome', body: 'Hi' }),
      409,
      TEMPLATE_NAME_TAKEN,
    );
    // Its own name in another case is no clash.
    expect((await updateAs(server, group.admin, first._id, { name: 'WELCOME', body: 'Hi' })).status).toBe(
      200,
    );
  });

  it('may repeat across groups and the defaults', async () => {
    const elsewhere = await buildGroup(server);
    expect((await createAs(server, elsewhere.admin, { name: 'Welcome', body: 'Hi' })).status).toBe(201);
    expect((await createAs(server, root, { name: 'Welcome', body: 'Hi' })).status).toBe(201);
    expectRefused(await createAs(server, root, { name: 'welcome', body: 'Hi' }), 409, TEMPLATE_NAME_TAKEN);
  });
});

describe('a group', () => {
  it('named by the super-admin is an active admin’s, else one field error', async () => {
    for (const adminId of ['no-such-admin', group.picker.id, group.pickerLeader.id, root.id]) {
      const res = await createAs(server, root, { name: 'Lost', body: 'Hi', adminId });
      expectRefused(res, 400, NO_SUCH_GROUP);
      expect(res.body.errors).toEqual([{ path: 'adminId', message: NO_SUCH_GROUP }]);
    }
  });

  it(`holds at most ${TEMPLATES_PER_GROUP} templates`, async () => {
    const full = await buildGroup(server);
    await server.app.db.insert(messageTemplates).values(
      Array.from({ length: TEMPLATES_PER_GROUP - 1 }, (_, i) => ({
        adminId: full.admin.id,
        name: `Filler ${i}`,
        body: 'Hi',
      })),
    );
    expect((await createAs(server, full.admin, { name: 'Last one', body: 'Hi' })).status).toBe(201);
    expectRefused(
      await createAs(server, full.admin, { name: 'One too many', body: 'Hi' }),
      409,
      TOO_MANY_TEMPLATES,
    );
    expect((await createAs(server, group.admin, { name: 'Still room', body: 'Hi' })).status).toBe(201);
  });
});
