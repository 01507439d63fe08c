/**
 * Fixtures for the people tests: staff inserted fast (one password hash shared by all), two complete
 * admin groups, signed-in callers of every role, leads inserted directly, and a snapshot of the
 * tables a refused request must leave alone.
 */
import { eq } from 'drizzle-orm';
import { type RentalRow, refreshTokens, rentals, type UserRow, users } from '../../../server/src/db/schema';
import { hashPassword } from '../../../server/src/services/auth/passwords';
import { insertUser, type NewUser } from '../../../server/src/services/users/create-user';
import type { AssignFor, Role } from '../../../src/contract';
import { login, type TestServer } from '../helper';

export const PASSWORD = 'people-pass-1';

let hash: Promise<string> | undefined;
let sequence = 0;

export type Staff = UserRow & { password: string };

/** Inserts a user through the service's insert; scrypt runs once per test file, not once per user. */
export async function addUser(
  server: TestServer,
  fields: Partial<Omit<NewUser, 'password'>> & { role: Role },
): Promise<Staff> {
  sequence += 1;
  hash ??= hashPassword(PASSWORD);
  const user = await insertUser(
    server.app.db,
    {
      name: `${fields.role} ${sequence}`,
      email: `${fields.role}-${sequence}@people.test`,
      contact: `+1507${String(sequence).padStart(7, '0')}`,
      ...fields,
    },
    await hash,
  );
  return { ...user, password: PASSWORD };
}

/** One admin's whole group: two leaders of each assignment, each with one member of staff. */
export interface Group {
  admin: Staff;
  creatorLeaders: [Staff, Staff];
  pickerLeaders: [Staff, Staff];
  creators: [Staff, Staff];
  pickers: [Staff, Staff];
}

const leaderOf = (server: TestServer, admin: Staff, assignFor: AssignFor) =>
  addUser(server, { role: 'team-leader', adminId: admin.id, assignFor });

const staffOf = (server: TestServer, leader: Staff, role: 'data-creator' | 'data-picker') =>
  addUser(server, { role, adminId: leader.adminId, teamLeaderId: leader.id });

export async function buildGroup(server: TestServer): Promise<Group> {
  const admin = await addUser(server, { role: 'admin' });
  const creatorLeaders = [
    await leaderOf(server, admin, 'rental-creator'),
    await leaderOf(server, admin, 'rental-creator'),
  ] as [Staff, Staff];
  const pickerLeaders = [
    await leaderOf(server, admin, 'rental-picker'),
    await leaderOf(server, admin, 'rental-picker'),
  ] as [Staff, Staff];
  return {
    admin,
    creatorLeaders,
    pickerLeaders,
    creators: [
      await staffOf(server, creatorLeaders[0], 'data-creator'),
      await staffOf(server, creatorLeaders[1], 'data-creator'),
    ],
    pickers: [
      await staffOf(server, pickerLeaders[0], 'data-picker'),
      await staffOf(server, pickerLeaders[1], 'data-picker'),
    ],
  };
}

export const membersOf = (group: Group): Staff[] => [
  group.admin,
  ...group.creatorLeaders,
  ...group.pickerLeaders,
  ...group.creators,
  ...group.pickers,
];

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

let numbers = 0;

/** Inserts a lead directly; tests set the fields their case is about. */
export async function addRental(
  server: TestServer,
  fields: Partial<typeof rentals.$inferInsert> = {},
): Promise<RentalRow> {
  numbers += 1;
  const [rental] = await server.app.db
    .insert(rentals)
    .values({
      facebookName: 'Facebook Name',
      clientName: 'Client Name',
      number: `50760${String(numbers).padStart(6, '0')}`,
      rent: '$700',
      houseAptDetails: '2 bedrooms',
      address: 'Calle 50',
      postLink: 'https://facebook.com/post/1',
      ...fields,
    })
    .returning();
  return rental!;
}

export async function userById(server: TestServer, id: string): Promise<UserRow | undefined> {
  const [user] = await server.app.db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function userByEmail(server: TestServer, email: string): Promise<UserRow | undefined> {
  const [user] = await server.app.db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function rentalById(server: TestServer, id: string): Promise<RentalRow | undefined> {
  const [rental] = await server.app.db.select().from(rentals).where(eq(rentals.id, id));
  return rental;
}

/** Every row a people call could write, so a test can prove a refused request wrote nothing. */
export async function snapshot(server: TestServer): Promise<string> {
  const { db } = server.app;
  const tables = {
    users: await db.select().from(users).orderBy(users.id),
    rentals: await db.select().from(rentals).orderBy(rentals.id),
    refreshTokens: await db.select().from(refreshTokens).orderBy(refreshTokens.id),
  };
  return JSON.stringify(tables);
}

/** The wire rows' ids, sorted, for comparing sets. */
export const idsOf = (rows: { _id: string }[]): string[] => rows.map((r) => r._id).sort();
export const sortedIds = (people: { id: string }[]): string[] => people.map((p) => p.id).sort();
