/**
 * People for the tests: staff inserted fast (one password hash per test file, a token signed on
 * insert), one builder for an admin's group of staff, the super-admin, signed-in callers of every
 * role, and the leads suites' `Person` whose token is signed on demand against the moving clock.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type UserRow, users } from '../../../server/src/db/schema';
import { hashPassword } from '../../../server/src/services/auth/passwords';
import {
  createUser as createUserService,
  insertUser,
  type NewUser,
} from '../../../server/src/services/people/create-user';
import type { Role } from '../../../src/contract';
import { type ApiInit, type ApiResponse, login, type TestServer } from './server';

/** The password of every user `addUser` inserts. */
export const PASSWORD = 'staff-pass-1';

/** A user row with its password and an access token signed when it was inserted. */
export type Staff = UserRow & { password: string; token: string };

export type StaffFields = Partial<Omit<NewUser, 'password'>> & { role: Role };

let hash: Promise<string> | undefined;
let sequence = 0;

/** A fresh access token for `user`, signed against the test clock. */
export const tokenOf = (server: Pick<TestServer, 'app'>, user: UserRow): string =>
  server.app.signAccessToken(user);

/** Inserts a user through the service's insert; scrypt runs once per test file, not once per user. */
export async function addUser(server: TestServer, fields: StaffFields): Promise<Staff> {
  sequence += 1;
  hash ??= hashPassword(PASSWORD);
  const user = await insertUser(
    server.app.db,
    {
      name: `${fields.role} ${sequence}`,
      email: `${fields.role}-${sequence}@staff.test`,
      contact: `+1507${String(sequence).padStart(7, '0')}`,
      ...fields,
    },
    await hash,
  );
  return { ...user, password: PASSWORD, token: tokenOf(server, user) };
}

let created = 0;

/** Inserts a user through the real create service (its own password hash), for the auth suites. */
export async function createUser(app: FastifyInstance, fields: Partial<NewUser> & { role: Role }) {
  created += 1;
  const input: NewUser = {
    name: `Test ${fields.role} ${created}`,
    email: `${fields.role}-${created}@rental-leads.test`,
    contact: `+1555000${String(created).padStart(4, '0')}`,
    password: 'password-1',
    ...fields,
  };
  const user = await createUserService(app.db, input);
  return { ...user, _id: user.id, password: input.password };
}

/** Soft-deletes directly in the database, as the delete endpoints do. */
export async function softDeleteUser(app: FastifyInstance, id: string): Promise<void> {
  await app.db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, id));
}

/** The bootstrapped super-admin's row, with its password and a token. */
export async function superAdminOf(server: TestServer): Promise<Staff> {
  const [user] = await server.app.db.select().from(users).where(eq(users.email, server.superAdmin.email));
  return { ...user!, password: server.superAdmin.password, token: tokenOf(server, user!) };
}

/** How to build an admin's group: leaders of each assignment, members dealt over them in turn. */
export interface GroupShape {
  /** Leaders of each assignment (rental-creator, rental-picker). */
  leaders: number;
  creators: number;
  pickers: number;
  /** The pickers' pick limit (unset: the default). */
  pickLimit?: number;
  /** The admin's pick limit (unset: the default). */
  adminPickLimit?: number;
}

export interface StaffGroup {
  admin: Staff;
  creatorLeaders: Staff[];
  pickerLeaders: Staff[];
  /** creators[i] is under creatorLeaders[i % leaders]; pickers likewise. */
  creators: Staff[];
  pickers: Staff[];
}

/**
 * The one way to build a group of staff: the admin, then the creator leaders, the picker leaders,
 * the creators and the pickers, in that order of insertion.
 */
export async function addGroup(server: TestServer, shape: GroupShape): Promise<StaffGroup> {
  const limit = (pickLimit: number | undefined) => (pickLimit === undefined ? {} : { pickLimit });
  const admin = await addUser(server, { role: 'admin', ...limit(shape.adminPickLimit) });
  const leaders = async (assignFor: 'rental-creator' | 'rental-picker') => {
    const made: Staff[] = [];
    for (let i = 0; i < shape.leaders; i++) {
      made.push(await addUser(server, { role: 'team-leader', adminId: admin.id, assignFor }));
    }
    return made;
  };
  const members = async (
    role: 'data-creator' | 'data-picker',
    count: number,
    under: Staff[],
    pickLimit?: number,
  ) => {
    const made: Staff[] = [];
    for (let i = 0; i < count; i++) {
      const leader = under[i % under.length]!;
      made.push(
        await addUser(server, { role, adminId: admin.id, teamLeaderId: leader.id, ...limit(pickLimit) }),
      );
    }
    return made;
  };
  const creatorLeaders = await leaders('rental-creator');
  const pickerLeaders = await leaders('rental-picker');
  return {
    admin,
    creatorLeaders,
    pickerLeaders,
    creators: await members('data-creator', shape.creators, creatorLeaders),
    pickers: await members('data-picker', shape.pickers, pickerLeaders, shape.pickLimit),
  };
}

type Pair = [Staff, Staff];

/**
 * One admin's whole group: two leaders of each assignment, each with one member of staff. The
 * singular names are the first of each pair, for tests that need one.
 */
export interface Group {
  admin: Staff;
  creatorLeaders: Pair;
  pickerLeaders: Pair;
  creators: Pair;
  pickers: Pair;
  creatorLeader: Staff;
  pickerLeader: Staff;
  creator: Staff;
  picker: Staff;
}

export async function buildGroup(server: TestServer): Promise<Group> {
  const group = await addGroup(server, { leaders: 2, creators: 2, pickers: 2 });
  const pair = (staff: Staff[]) => staff as Pair;
  return {
    admin: group.admin,
    creatorLeaders: pair(group.creatorLeaders),
    pickerLeaders: pair(group.pickerLeaders),
    creators: pair(group.creators),
    pickers: pair(group.pickers),
    creatorLeader: group.creatorLeaders[0]!,
    pickerLeader: group.pickerLeaders[0]!,
    creator: group.creators[0]!,
    picker: group.pickers[0]!,
  };
}

export const membersOf = (group: Group): Staff[] => [
  group.admin,
  ...group.creatorLeaders,
  ...group.pickerLeaders,
  ...group.creators,
  ...group.pickers,
];

/** A user and a fresh access token whenever one is needed (the clock may have moved past the last one). */
export interface Person {
  user: Staff;
  id: string;
  token(): string;
}

export const personOf = (server: Pick<TestServer, 'app'>, user: Staff): Person => ({
  user,
  id: user.id,
  token: () => tokenOf(server, user),
});

export async function addPerson(server: TestServer, fields: StaffFields): Promise<Person> {
  return personOf(server, await addUser(server, fields));
}

export interface Team {
  admin: Person;
  creator: Person;
  pickers: Person[];
}

/** A small admin group as people: a creator under one leader, `pickers` pickers under another. */
export async function buildTeam(
  server: TestServer,
  options: { pickers?: number; pickerLimit?: number; adminLimit?: number } = {},
): Promise<Team> {
  const group = await addGroup(server, {
    leaders: 1,
    creators: 1,
    pickers: options.pickers ?? 1,
    pickLimit: options.pickerLimit,
    adminPickLimit: options.adminLimit,
  });
  const person = (user: Staff) => personOf(server, user);
  return {
    admin: person(group.admin),
    creator: person(group.creators[0]!),
    pickers: group.pickers.map(person),
  };
}

/** Calls the API as `person`, with a token signed now. */
export const as = <T = unknown>(
  server: Pick<TestServer, 'api'>,
  person: Person,
  path: string,
  init: Omit<ApiInit, 'token'> = {},
): Promise<ApiResponse<T>> => server.api<T>(path, { ...init, token: person.token() });

/** Every caller the authorisation matrix tries. */
export const CALLERS = [
  'super-admin',
  'admin',
  'creator-leader',
  'picker-leader',
  'creator',
  'picker',
  'signed-out',
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Callers {
  token: Record<CallerName, string | undefined>;
  /** The user behind each caller; undefined for the super-admin (bootstrapped) and signed out. */
  user: Record<CallerName, Staff | undefined>;
}

/** Signs in, through the real login, one caller of each role from `group` (and the super-admin). */
export async function signInCallers(server: TestServer, group: Group): Promise<Callers> {
  const user: Callers['user'] = {
    'super-admin': undefined,
    admin: group.admin,
    'creator-leader': group.creatorLeaders[0],
    'picker-leader': group.pickerLeaders[0],
    creator: group.creators[0],
    picker: group.pickers[0],
    'signed-out': undefined,
  };
  const token = {} as Callers['token'];
  for (const name of CALLERS) {
    const account = name === 'super-admin' ? server.superAdmin : user[name];
    token[name] = account && (await login(server, account.email, account.password)).accessToken;
  }
  return { token, user };
}

export async function userById(server: TestServer, id: string): Promise<UserRow | undefined> {
  const [user] = await server.app.db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function userByEmail(server: TestServer, email: string): Promise<UserRow | undefined> {
  const [user] = await server.app.db.select().from(users).where(eq(users.email, email));
  return user;
}
