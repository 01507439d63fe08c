/**
 * Bad input to every people call, as a table: each case answers its exact 4xx status and message
 * (never a 500), and the database is byte-for-byte the same afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo, peopleApi } from '../../../src/contract';
import {
  addUser,
  BAD_ADDRESS,
  BAD_ESCAPE,
  buildGroup,
  type CallerName,
  type Callers,
  CONTROL_REFUSED,
  DEEP_ARRAY,
  DEEP_FIELD,
  dayOutOfRange,
  type Group,
  NUL_IN_URL,
  notADay,
  OUT_OF_RANGE_DAYS,
  type Staff,
  signInCallers,
  snapshotAll,
  softDeleteUser,
  startTestServer,
  type TestServer,
  TOO_DEEP,
  UNREADABLE_DAYS,
  withNul,
} from '../support';

let server: TestServer;
let callers: Callers;
let f: { A: Group; B: Group; deletedAdmin: Staff; deletedLeader: Staff; deletedPicker: Staff };

beforeAll(async () => {
  server = await startTestServer();
  const A = await buildGroup(server);
  const B = await buildGroup(server);
  const gone = async (staff: Staff) => {
    await softDeleteUser(server.app, staff.id);
    return staff;
  };
  f = {
    A,
    B,
    deletedAdmin: await gone(await addUser(server, { role: 'admin' })),
    deletedLeader: await gone(
      await addUser(server, { role: 'team-leader', adminId: A.admin.id, assignFor: 'rental-creator' }),
    ),
    deletedPicker: await gone(
      await addUser(server, {
        role: 'data-picker',
        adminId: A.admin.id,
        teamLeaderId: A.pickerLeaders[0].id,
      }),
    ),
  };
  callers = await signInCallers(server, A);
});
afterAll(() => server.close());

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH';
  path: () => string;
  as?: CallerName;
  /** A string is sent as it is (malformed JSON). */
  body?: () => unknown;
  status: number;
  message: string;
}

/** The create calls' addresses; the hostile cases below add raw text to them. */
const CREATE_ADMIN = pathTo(peopleApi.createAdmin);
const CREATE_LEADER = pathTo(peopleApi.createTeamLeader);
const CREATE_CREATOR = pathTo(peopleApi.createDataCreator);
const CREATE_PICKER = pathTo(peopleApi.createDataPicker);

const valid = { name: 'Nina New', email: 'nina@people.test', contact: '+5075550100', password: 'secret-1' };
const creatorOfA = () => ({
  ...valid,
  admin_email: f.A.admin.email,
  team_leader_email: f.A.creatorLeaders[0].email,
});
const pickerOfA = () => ({
  ...valid,
  admin_email: f.A.admin.email,
  team_leader_email: f.A.pickerLeaders[0].email,
});
const post = (
  path: string,
  body: () => unknown,
  status: number,
  message: string,
  as: CallerName = 'super-admin',
) => ({
  path: () => path,
  method: 'POST' as const,
  body,
  status,
  message,
  as,
});

const CREATES: Case[] = [
  { name: 'no body', ...post(CREATE_ADMIN, () => undefined, 400, 'Full Name is required') },
  {
    name: 'an array body',
    ...post(CREATE_ADMIN, () => [], 400, 'The request body must be a JSON object'),
  },
  {
    name: 'malformed JSON',
    ...post(CREATE_ADMIN, () => '{"name":', 400, 'The request body is not valid JSON'),
  },
  {
    name: 'a numeric name',
    ...post(CREATE_ADMIN, () => ({ ...valid, name: 123 }), 400, 'Full Name must be text'),
  },
  {
    name: 'a 101-character name',
    ...post(CREATE_ADMIN, () => ({ ...valid, name: 'n'.repeat(101) }), 400, 'Maximum 100 characters allowed'),
  },
  {
    name: 'an invalid email',
    ...post(CREATE_ADMIN, () => ({ ...valid, email: 'nina@' }), 400, 'Please enter a valid email address'),
  },
  {
    name: 'a 255-character email',
    ...post(
      CREATE_ADMIN,
      () => ({ ...valid, email: `${'e'.repeat(243)}@people.test` }),
      400,
      'Please enter a valid email address',
    ),
  },
  {
    name: 'a numeric email',
    ...post(CREATE_ADMIN, () => ({ ...valid, email: 42 }), 400, 'Please enter a valid email address'),
  },
  {
    name: 'a contact with letters',
    ...post(CREATE_ADMIN, () => ({ ...valid, contact: '507-abc' }), 400, 'Contact must be a phone number'),
  },
  {
    name: 'a 21-digit contact',
    ...post(
      CREATE_ADMIN,
      () => ({ ...valid, contact: '1'.repeat(21) }),
      400,
      'Maximum 20 characters allowed',
    ),
  },
  {
    name: 'a short password',
    ...post(
      CREATE_ADMIN,
      () => ({ ...valid, password: '12345' }),
      400,
      'Password must be at least 6 characters long',
    ),
  },
  {
    name: "another user's email in other case",
    ...post(
      CREATE_ADMIN,
      () => ({ ...valid, email: f.B.creators[0].email.toUpperCase() }),
      409,
      'This email is already in use',
    ),
  },
  {
    name: 'no admin',
    ...post(CREATE_LEADER, () => ({ ...valid, assignFor: 'rental-creator' }), 400, 'Admin is required'),
  },
  {
    name: 'no assignment',
    ...post(CREATE_LEADER, () => ({ ...valid, admin_email: f.A.admin.email }), 400, 'Assigning is required'),
  },
  {
    name: 'an unknown assignment',
    ...post(
      CREATE_LEADER,
      () => ({ ...valid, admin_email: f.A.admin.email, assignFor: 'boss' }),
      400,
      'Assigning is not a valid choice',
    ),
  },
  {
    name: 'an unknown admin',
    ...post(
      CREATE_LEADER,
      () => ({ ...valid, admin_email: 'nobody@people.test', assignFor: 'rental-creator' }),
      400,
      'Admin not found',
    ),
  },
  {
    name: "a leader's email as the admin",
    ...post(
      CREATE_LEADER,
      () => ({ ...valid, admin_email: f.A.creatorLeaders[0].email, assignFor: 'rental-creator' }),
      400,
      'Admin not found',
    ),
  },
  {
    name: 'a deleted admin',
    ...post(
      CREATE_LEADER,
      () => ({ ...valid, admin_email: f.deletedAdmin.email, assignFor: 'rental-creator' }),
      400,
      'Admin not found',
    ),
  },
  {
    name: "another group's admin, by an admin",
    ...post(
      CREATE_LEADER,
      () => ({ ...valid, admin_email: f.B.admin.email, assignFor: 'rental-creator' }),
      400,
      'Admin not found',
      'admin',
    ),
  },
  {
    name: 'no leader',
    ...post(
      CREATE_CREATOR,
      () => ({ ...valid, admin_email: f.A.admin.email }),
      400,
      'Team Leader is required',
    ),
  },
  {
    name: 'an invalid leader email',
    ...post(
      CREATE_CREATOR,
      () => ({ ...creatorOfA(), team_leader_email: 'leader' }),
      400,
      'Please enter a valid email address',
      'admin',
    ),
  },
  {
    name: 'a rental-picker leader for a creator',
    ...post(
      CREATE_CREATOR,
      () => ({ ...creatorOfA(), team_leader_email: f.A.pickerLeaders[0].email }),
      400,
      'Team Leader must be assigned for Rental Creator',
    ),
  },
  {
    name: "another admin's leader",
    ...post(
      CREATE_CREATOR,
      () => ({ ...creatorOfA(), team_leader_email: f.B.creatorLeaders[0].email }),
      400,
      'Team Leader not found for this admin',
    ),
  },
  {
    name: 'a deleted leader',
    ...post(
      CREATE_CREATOR,
      () => ({ ...creatorOfA(), team_leader_email: f.deletedLeader.email }),
      400,
      'Team Leader not found for this admin',
    ),
  },
  {
    name: 'another leader, by a leader',
    ...post(
      CREATE_CREATOR,
      () => ({ ...creatorOfA(), team_leader_email: f.A.creatorLeaders[1].email }),
      400,
      'Team Leader not found for this admin',
      'creator-leader',
    ),
  },
  {
    name: "another group's admin, by a leader",
    ...post(
      CREATE_CREATOR,
      () => ({ ...creatorOfA(), admin_email: f.B.admin.email }),
      400,
      'Admin not found',
      'creator-leader',
    ),
  },
  {
    name: 'a rental-creator leader for a picker',
    ...post(
      CREATE_PICKER,
      () => ({ ...pickerOfA(), team_leader_email: f.A.creatorLeaders[0].email }),
      400,
      'Team Leader must be assigned for Rental Picker',
    ),
  },
  {
    name: 'another leader, by a picker leader',
    ...post(
      CREATE_PICKER,
      () => ({ ...pickerOfA(), team_leader_email: f.A.pickerLeaders[1].email }),
      400,
      'Team Leader not found for this admin',
      'picker-leader',
    ),
  },
  {
    name: 'a taken email, by a leader',
    ...post(
      CREATE_PICKER,
      () => ({ ...pickerOfA(), email: f.A.pickers[1].email }),
      409,
      'This email is already in use',
      'picker-leader',
    ),
  },
];

const LIST_PATHS = [
  peopleApi.listAdmins,
  peopleApi.listTeamLeaders,
  peopleApi.listTeamLeadersAsAdmin,
  peopleApi.listDataCreators,
  peopleApi.listDataPickers,
].map((list) => pathTo(list));
const BAD_QUERIES: [query: string, message: string][] = [
  ['page=0', 'Page must be at least 1'],
  ['page=abc', 'Page must be a whole number'],
  ['limit=101', 'Limit must be at most 100'],
  ['limit=0', 'Limit must be at least 1'],
  ['limit=-1', 'Limit must be at least 1'],
  ['limit=1.5', 'Limit must be a whole number'],
  ['limit=abc', 'Limit must be a whole number'],
  ['startDate=2026-13-01', 'Start date must be a date (YYYY-MM-DD)'],
  ['endDate=yesterday', 'End date must be a date (YYYY-MM-DD)'],
  ['startDate=2026-03-02&endDate=2026-03-01', 'Start date must be on or before end date'],
  [`search=${'s'.repeat(101)}`, 'Maximum 100 characters allowed'],
];
const LISTS: Case[] = LIST_PATHS.flatMap((path) =>
  BAD_QUERIES.map(([query, message]) => ({
    name: query.slice(0, 40),
    path: () => `${path}?${query}`,
    status: 400,
    message,
  })),
);

const patch = (
  path: () => string,
  body: () => unknown,
  status: number,
  message: string,
  as: CallerName = 'super-admin',
) => ({
  path,
  method: 'PATCH' as const,
  body,
  status,
  message,
  as,
});
const none = () => undefined;

const DELETES: Case[] = [
  {
    name: 'an unknown id',
    ...patch(() => pathTo(peopleApi.deleteAdmin, { id: 'no-such-id' }), none, 404, 'Admin not found'),
  },
  {
    name: 'a leader id',
    ...patch(
      () => pathTo(peopleApi.deleteAdmin, { id: f.A.creatorLeaders[0].id }),
      none,
      404,
      'Admin not found',
    ),
  },
  {
    name: 'a deleted admin',
    ...patch(() => pathTo(peopleApi.deleteAdmin, { id: f.deletedAdmin.id }), none, 404, 'Admin not found'),
  },
  {
    name: 'an admin with staff',
    ...patch(
      () => pathTo(peopleApi.deleteAdmin, { id: f.A.admin.id }),
      none,
      409,
      'Reassign or delete their staff first',
    ),
  },
  {
    name: 'a 65-character id',
    ...patch(
      () => pathTo(peopleApi.deleteAdmin, { id: 'x'.repeat(65) }),
      none,
      400,
      'Maximum 64 characters allowed',
    ),
  },
  {
    name: 'a leader with staff',
    ...patch(
      () => pathTo(peopleApi.deleteTeamLeader, { id: f.A.pickerLeaders[1].id }),
      none,
      409,
      'Reassign or delete their staff first',
      'admin',
    ),
  },
  {
    name: "another group's leader",
    ...patch(
      () => pathTo(peopleApi.deleteTeamLeader, { id: f.B.pickerLeaders[1].id }),
      none,
      404,
      'Team leader not found',
      'admin',
    ),
  },
  {
    name: 'a deleted leader',
    ...patch(
      () => pathTo(peopleApi.deleteTeamLeader, { id: f.deletedLeader.id }),
      none,
      404,
      'Team leader not found',
    ),
  },
  {
    name: 'an id with quotes',
    ...patch(() => `/dataCreator/deleteDataCreator/x'%20OR%20'1'='1`, none, 404, 'Data creator not found'),
  },
  {
    name: 'a picker id',
    ...patch(
      () => pathTo(peopleApi.deleteDataCreator, { id: f.A.pickers[0].id }),
      none,
      404,
      'Data creator not found',
    ),
  },
  {
    name: "another leader's creator",
    ...patch(
      () => pathTo(peopleApi.deleteDataCreator, { id: f.A.creators[1].id }),
      none,
      404,
      'Data creator not found',
      'creator-leader',
    ),
  },
  {
    name: "another group's picker",
    ...patch(
      () => pathTo(peopleApi.deleteDataPicker, { id: f.B.pickers[0].id }),
      none,
      404,
      'Data picker not found',
      'picker-leader',
    ),
  },
  {
    name: 'a deleted picker',
    ...patch(
      () => pathTo(peopleApi.deleteDataPicker, { id: f.deletedPicker.id }),
      none,
      404,
      'Data picker not found',
      'admin',
    ),
  },
];

const limit = (value: unknown) => () => ({ limit: value });
const NOTHING_TO_UPDATE = 'Nothing to update: send name, email, contact or limit';
const UPDATES: Case[] = [
  ...[peopleApi.updateAdminInfo, peopleApi.updateDataPickerInfo].flatMap((target): Case[] => {
    const id = () => (target === peopleApi.updateAdminInfo ? f.A.admin.id : f.A.pickers[0].id);
    return [
      {
        name: 'limit -1',
        ...patch(() => pathTo(target, { id: id() }), limit(-1), 400, 'Limit must be at least 0'),
      },
      {
        name: 'limit 1.5',
        ...patch(() => pathTo(target, { id: id() }), limit(1.5), 400, 'Limit must be a whole number'),
      },
      {
        name: "limit 'abc'",
        ...patch(() => pathTo(target, { id: id() }), limit('abc'), 400, 'Limit must be a whole number'),
      },
      {
        name: 'limit true',
        ...patch(() => pathTo(target, { id: id() }), limit(true), 400, 'Limit must be a whole number'),
      },
      {
        name: 'limit 1e12',
        ...patch(() => pathTo(target, { id: id() }), limit(1e12), 400, 'Limit must be at most 1000000000'),
      },
      {
        name: 'no limit',
        ...patch(
          () => pathTo(target, { id: id() }),
          () => ({}),
          400,
          NOTHING_TO_UPDATE,
        ),
      },
      { name: 'no body', ...patch(() => pathTo(target, { id: id() }), none, 400, NOTHING_TO_UPDATE) },
    ];
  }),
  {
    name: 'an unknown admin',
    ...patch(() => pathTo(peopleApi.updateAdminInfo, { id: 'nope' }), limit(5), 404, 'Admin not found'),
  },
  {
    name: 'a picker as an admin',
    ...patch(
      () => pathTo(peopleApi.updateAdminInfo, { id: f.A.pickers[0].id }),
      limit(5),
      404,
      'Admin not found',
    ),
  },
  {
    name: "another group's picker",
    ...patch(
      () => pathTo(peopleApi.updateDataPickerInfo, { id: f.B.pickers[0].id }),
      limit(5),
      404,
      'Data picker not found',
      'admin',
    ),
  },
  {
    name: 'a deleted picker',
    ...patch(
      () => pathTo(peopleApi.updateDataPickerInfo, { id: f.deletedPicker.id }),
      limit(5),
      404,
      'Data picker not found',
    ),
  },
  {
    name: "canBulkUpload 'yes'",
    ...patch(
      () => pathTo(peopleApi.updateDataCreatorInfo, { id: f.A.creators[0].id }),
      () => ({ canBulkUpload: 'yes' }),
      400,
      'canBulkUpload must be true or false',
    ),
  },
  {
    name: 'no canBulkUpload',
    ...patch(
      () => pathTo(peopleApi.updateDataCreatorInfo, { id: f.A.creators[0].id }),
      () => ({}),
      400,
      'Nothing to update: send name, email, contact or canBulkUpload',
    ),
  },
  {
    name: 'a picker as a creator',
    ...patch(
      () => pathTo(peopleApi.updateDataCreatorInfo, { id: f.A.pickers[0].id }),
      () => ({ canBulkUpload: true }),
      404,
      'Data creator not found',
    ),
  },
];

const get = (path: () => string, status: number, message: string, as: CallerName = 'super-admin') => ({
  path,
  status,
  message,
  as,
});
const CHOICES: Case[] = [
  {
    name: 'an invalid admin email',
    ...get(
      () => pathTo(peopleApi.leaderChoices, { adminEmail: 'not-an-email' }),
      400,
      'Please enter a valid email address',
    ),
  },
  {
    name: 'an unknown admin',
    ...get(
      () => pathTo(peopleApi.leaderChoices, { adminEmail: 'nobody@people.test' }),
      404,
      'Admin not found',
    ),
  },
  {
    name: "a leader's email",
    ...get(
      () => pathTo(peopleApi.leaderChoices, { adminEmail: f.A.pickerLeaders[0].email }),
      404,
      'Admin not found',
    ),
  },
  {
    name: 'a deleted admin',
    ...get(
      () => pathTo(peopleApi.leaderChoices, { adminEmail: f.deletedAdmin.email }),
      404,
      'Admin not found',
    ),
  },
  {
    name: 'an unknown assignment',
    ...get(
      () => `${pathTo(peopleApi.leaderChoices, { adminEmail: f.A.admin.email })}?assignFor=boss`,
      400,
      'assignFor must be one of rental-creator, rental-picker',
    ),
  },
  {
    name: 'an unknown assignment, own leaders',
    ...get(
      () => `${pathTo(peopleApi.ownLeaderChoices)}?assignFor=boss`,
      400,
      'assignFor must be one of rental-creator, rental-picker',
      'admin',
    ),
  },
];

/** Issue 14: hostile values in every body field, query value and path value answer 400, never 500. */
const nulIn = (body: () => Record<string, unknown>, field: string) => () => {
  const value = body()[field];
  return { ...body(), [field]: withNul(typeof value === 'string' ? value : 'x') };
};
const leaderOfA = () => ({ ...valid, admin_email: f.A.admin.email, assignFor: 'rental-creator' });
const PERSON_FIELDS = Object.keys(valid);
const CREATE_BODIES: [path: string, body: () => Record<string, unknown>, fields: string[]][] = [
  [CREATE_ADMIN, () => valid, PERSON_FIELDS],
  [CREATE_LEADER, leaderOfA, [...PERSON_FIELDS, 'admin_email', 'assignFor']],
  [
    CREATE_CREATOR,
    () => ({ ...creatorOfA(), admin_name: 'Shown', team_leader_contact: 'Shown' }),
    [...PERSON_FIELDS, 'admin_email', 'team_leader_email', 'admin_name', 'team_leader_contact'],
  ],
  [CREATE_PICKER, pickerOfA, [...PERSON_FIELDS, 'admin_email', 'team_leader_email']],
];
const HOSTILE_BODIES: Case[] = CREATE_BODIES.flatMap(([path, body, fields]) => [
  ...fields.map((field) => ({
    name: `${path} NUL in ${field}`,
    ...post(path, nulIn(body, field), 400, CONTROL_REFUSED),
  })),
  { name: `${path} 100,000 nested arrays`, ...post(path, () => DEEP_ARRAY, 400, TOO_DEEP) },
  { name: `${path} a deep name`, ...post(path, () => DEEP_FIELD('name'), 400, TOO_DEEP) },
  {
    name: `${path} a malformed escape`,
    ...post(`${path}${BAD_ESCAPE}`, body, 400, BAD_ADDRESS),
  },
]);

const HOSTILE_QUERIES: [query: string, message: string][] = [
  [`search=${NUL_IN_URL}`, CONTROL_REFUSED],
  [`sort=${NUL_IN_URL}`, CONTROL_REFUSED],
  [`page=1%00`, CONTROL_REFUSED],
  [`${NUL_IN_URL}=1`, CONTROL_REFUSED],
  ...OUT_OF_RANGE_DAYS.map((day): [string, string] => [`startDate=${day}`, dayOutOfRange('Start date')]),
  ...OUT_OF_RANGE_DAYS.map((day): [string, string] => [`endDate=${day}`, dayOutOfRange('End date')]),
  ...UNREADABLE_DAYS.map((day): [string, string] => [
    `endDate=${encodeURIComponent(day)}`,
    notADay('End date'),
  ]),
  [`search=${BAD_ESCAPE}&page=0`, 'Page must be at least 1'],
];
const HOSTILE_LISTS: Case[] = LIST_PATHS.flatMap((path) =>
  HOSTILE_QUERIES.map(([query, message]) => ({
    name: `${path}?${query}`.slice(0, 60),
    path: () => `${path}?${query}`,
    status: 400,
    message,
  })),
);

const ID_ROUTES: [path: string, body: () => unknown][] = [
  ['/admin/deleteAdmin', none],
  ['/teamLeader/deleteTeamLeader', none],
  ['/dataCreator/deleteDataCreator', none],
  ['/dataPicker/deleteDataPicker', none],
  ['/admin/updateAdminInfo', limit(5)],
  ['/dataPicker/updateDataPickerInfo', limit(5)],
  ['/dataCreator/updateDataCreatorInfo', () => ({ canBulkUpload: true })],
];
const HOSTILE_PATHS: Case[] = [
  ...ID_ROUTES.flatMap(([path, body]): Case[] => [
    { name: `${path} NUL id`, ...patch(() => `${path}/${NUL_IN_URL}`, body, 400, CONTROL_REFUSED) },
    { name: `${path} malformed escape`, ...patch(() => `${path}/${BAD_ESCAPE}`, body, 400, BAD_ADDRESS) },
    {
      name: `${path} 101-character id`,
      ...patch(() => `${path}/${'x'.repeat(101)}`, body, 400, 'A value in the request address is too long'),
    },
  ]),
  {
    name: 'a deep limit',
    ...patch(
      () => pathTo(peopleApi.updateAdminInfo, { id: f.A.admin.id }),
      () => DEEP_FIELD('limit'),
      400,
      TOO_DEEP,
    ),
  },
  {
    name: 'a NUL admin email',
    ...get(
      () => pathTo(peopleApi.leaderChoices, { adminEmail: withNul(f.A.admin.email) }),
      400,
      CONTROL_REFUSED,
    ),
  },
  {
    name: 'a malformed admin email',
    ...get(() => `/teamLeader/getTeamLeadersEmails/${BAD_ESCAPE}`, 400, BAD_ADDRESS),
  },
  {
    name: 'a NUL assignment',
    ...get(
      () => `${pathTo(peopleApi.ownLeaderChoices)}?assignFor=${NUL_IN_URL}`,
      400,
      CONTROL_REFUSED,
      'admin',
    ),
  },
];

describe.each([
  ['creates', CREATES],
  ['lists', LISTS],
  ['deletes', DELETES],
  ['updates', UPDATES],
  ['form choices', CHOICES],
  ['hostile bodies', HOSTILE_BODIES],
  ['hostile queries', HOSTILE_LISTS],
  ['hostile paths', HOSTILE_PATHS],
] as const)('%s', (_, table) => {
  it.each(table)('$name → $status', async (c) => {
    const before = await snapshotAll(server);
    const res = await server.api(c.path(), {
      method: c.method ?? 'GET',
      token: callers.token[c.as ?? 'super-admin'],
      body: c.body?.(),
    });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: c.status,
      message: c.message,
    });
    expect(res.body.success).toBe(false);
    expect(await snapshotAll(server)).toBe(before);
  });
});
