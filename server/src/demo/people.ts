/**
 * The demo's staff, made through the same services as the create forms (scrypt hashes, hierarchy
 * checks): a super-admin, two admin groups, team leaders of both kinds, creators and pickers.
 */
import { sql } from 'drizzle-orm';
import type { AssignFor, Role, StaffKind } from '../../../src/contract';
import type { Db } from '../db/database';
import type { Actor } from '../lib/caller';
import { noListeners } from '../lib/events';
import { createStaff } from '../services/people/create-staff';
import { createUser } from '../services/people/create-user';
import { updateStaff } from '../services/people/update-staff';
import type { Faker, StaffPerson } from './fake';

/** Every demo account signs in with this password (printed with the accounts). */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoAccount extends StaffPerson {
  id: string;
  role: Role;
  assignFor: AssignFor | null;
  adminId: string | null;
  teamLeaderId: string | null;
  /** The admin group's name ("" for the super-admin). */
  group: string;
}

export interface DemoOrg {
  superAdmin: DemoAccount;
  admins: DemoAccount[];
  creatorLeaders: DemoAccount[];
  pickerLeaders: DemoAccount[];
  creators: DemoAccount[];
  pickers: DemoAccount[];
}

/** Leaders per group and the staff under each: 10 creators and 20 pickers in all. */
const GROUPS = [
  { creatorTeams: [3, 3], pickerTeams: [5, 5] },
  { creatorTeams: [4], pickerTeams: [10] },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates in small parallel batches: scrypt runs on libuv's threads while the database inserts. */
async function inBatches<T, R>(items: T[], make: (item: T) => Promise<R>, size = 4): Promise<R[]> {
  const made: R[] = [];
  for (let i = 0; i < items.length; i += size)
    made.push(...(await Promise.all(items.slice(i, i + size).map(make))));
  return made;
}

export async function createDemoOrg(db: Db, faker: Faker, now: Date, historyStart: Date): Promise<DemoOrg> {
  const superPerson = faker.staff();
  const superUser = await createUser(db, { ...superPerson, password: DEMO_PASSWORD, role: 'super-admin' });
  const superAdmin: DemoAccount = {
    ...superPerson,
    id: superUser.id,
    role: 'super-admin',
    assignFor: null,
    adminId: null,
    teamLeaderId: null,
    group: '',
  };
  const deps = { db, now: () => now, events: noListeners };
  const caller: Actor = {
    _id: superUser.id,
    name: superUser.name,
    role: 'super-admin',
    assignFor: null,
    adminId: null,
  };

  const make = async (
    kind: StaffKind,
    person: StaffPerson,
    group: string,
    boss: { admin?: DemoAccount; leader?: DemoAccount; assignFor?: AssignFor },
  ): Promise<DemoAccount> => {
    const input = {
      ...person,
      password: DEMO_PASSWORD,
      admin_email: boss.admin?.email,
      team_leader_email: boss.leader?.email,
      assignFor: boss.assignFor,
    };
    const user = await createStaff(deps, caller, kind, input);
    return {
      ...person,
      id: user._id,
      role: kind,
      assignFor: boss.assignFor ?? null,
      adminId: boss.admin?.id ?? null,
      teamLeaderId: boss.leader?.id ?? null,
      group,
    };
  };

  // The people are drawn first, in a fixed order, so parallel creation cannot change who is who.
  const plan = GROUPS.map((shape) => ({
    admin: faker.staff(),
    creatorTeams: shape.creatorTeams.map((size) => ({
      leader: faker.staff(),
      members: Array.from({ length: size }, () => faker.staff()),
    })),
    pickerTeams: shape.pickerTeams.map((size) => ({
      leader: faker.staff(),
      members: Array.from({ length: size }, () => faker.staff()),
    })),
  }));
  const groupName = (admin: StaffPerson) => `${admin.name.split(' ')[1]} group`;

  const admins = await inBatches(plan, (g) => make('admin', g.admin, groupName(g.admin), {}));
  const leaderJobs = plan.flatMap((g, i) => [
    ...g.creatorTeams.map((t) => ({
      person: t.leader,
      admin: admins[i]!,
      assignFor: 'rental-creator' as const,
    })),
    ...g.pickerTeams.map((t) => ({
      person: t.leader,
      admin: admins[i]!,
      assignFor: 'rental-picker' as const,
    })),
  ]);
  const leaders = await inBatches(leaderJobs, (j) =>
    make('team-leader', j.person, j.admin.group, { admin: j.admin, assignFor: j.assignFor }),
  );
  const leaderOf = (person: StaffPerson) => leaders.find((l) => l.email === person.email)!;
  const memberJobs = (kind: 'data-creator' | 'data-picker') =>
    plan.flatMap((g, i) =>
      (kind === 'data-creator' ? g.creatorTeams : g.pickerTeams).flatMap((t) =>
        t.members.map((person) => ({ person, admin: admins[i]!, leader: leaderOf(t.leader) })),
      ),
    );
  const creators = await inBatches(memberJobs('data-creator'), (j) =>
    make('data-creator', j.person, j.admin.group, { admin: j.admin, leader: j.leader }),
  );
  const pickers = await inBatches(memberJobs('data-picker'), (j) =>
    make('data-picker', j.person, j.admin.group, { admin: j.admin, leader: j.leader }),
  );

  // As the super-admin and admins would set them: one bulk uploader per group, a few lower caps.
  for (const admin of admins) {
    const first = creators.find((c) => c.adminId === admin.id)!;
    await updateStaff(deps, caller, 'data-creator', first.id, { canBulkUpload: true });
  }
  await updateStaff(deps, caller, 'admin', admins[1]!.id, { limit: 1500 });
  for (const picker of [pickers[4]!, pickers[13]!])
    await updateStaff(deps, caller, 'data-picker', picker.id, { limit: 60 });

  // The staff joined before the history starts, bosses first, so no lead predates its creator.
  const everyone = [superAdmin, ...admins, ...leaders, ...creators, ...pickers];
  const joined = everyone.map((_, i) => new Date(historyStart.getTime() - 3 * DAY_MS + i * 7 * 60_000));
  const ids = sql.param(everyone.map((a) => a.id));
  const times = sql.param(joined.map((d) => d.toISOString()));
  await db.execute(sql`UPDATE users SET created_at = j.at, updated_at = j.at
    FROM unnest(${ids}::text[], ${times}::timestamptz[]) AS j(id, at) WHERE users.id = j.id`);

  return {
    superAdmin,
    admins,
    creatorLeaders: leaders.filter((l) => l.assignFor === 'rental-creator'),
    pickerLeaders: leaders.filter((l) => l.assignFor === 'rental-picker'),
    creators,
    pickers,
  };
}
