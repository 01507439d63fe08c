/**
 * Seeds a realistic organisation for the lead benchmarks: ten admin groups of leaders, creators and
 * pickers, then a million leads generated inside the database (generate_series, batches of 100k).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database';
import { type UserRow, users } from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/services/auth/passwords';

export const PASSWORD = 'bench-password-1';

export interface Org {
  admins: UserRow[];
  creatorLeaders: UserRow[];
  pickerLeaders: UserRow[];
  creators: UserRow[];
  pickers: UserRow[];
}

const GROUPS = 10;
const CREATOR_LEADERS = 4;
const PICKER_LEADERS = 2;
const CREATORS_PER_LEADER = 5;
const PICKERS_PER_LEADER = 10;

export async function seedOrg(db: Db): Promise<Org> {
  const passwordHash = await hashPassword(PASSWORD);
  let n = 0;
  const add = async (fields: Partial<typeof users.$inferInsert> & Pick<UserRow, 'role'>) => {
    n += 1;
    const [user] = await db
      .insert(users)
      .values({
        name: `${fields.role} ${n}`,
        email: `${fields.role}-${n}@bench.test`,
        contact: `+1507${String(n).padStart(7, '0')}`,
        passwordHash,
        ...fields,
      })
      .returning();
    return user!;
  };
  const org: Org = { admins: [], creatorLeaders: [], pickerLeaders: [], creators: [], pickers: [] };
  for (let g = 0; g < GROUPS; g++) {
    const admin = await add({ role: 'admin', pickLimit: 5000 });
    org.admins.push(admin);
    for (let l = 0; l < CREATOR_LEADERS; l++) {
      const leader = await add({ role: 'team-leader', assignFor: 'rental-creator', adminId: admin.id });
      org.creatorLeaders.push(leader);
      for (let c = 0; c < CREATORS_PER_LEADER; c++) {
        org.creators.push(await add({ role: 'data-creator', adminId: admin.id, teamLeaderId: leader.id }));
      }
    }
    for (let l = 0; l < PICKER_LEADERS; l++) {
      const leader = await add({ role: 'team-leader', assignFor: 'rental-picker', adminId: admin.id });
      org.pickerLeaders.push(leader);
      for (let p = 0; p < PICKERS_PER_LEADER; p++) {
        org.pickers.push(
          await add({ role: 'data-picker', adminId: admin.id, teamLeaderId: leader.id, pickLimit: 100 }),
        );
      }
    }
  }
  return org;
}

/** The organisation a previous run seeded, in the order it was made. */
export async function loadOrg(db: Db): Promise<Org> {
  const all = await db.select().from(users).orderBy(users.createdAt, users.id);
  const of = (role: UserRow['role'], assignFor?: UserRow['assignFor']) =>
    all.filter((u) => u.role === role && (assignFor === undefined || u.assignFor === assignFor));
  return {
    admins: of('admin'),
    creatorLeaders: of('team-leader', 'rental-creator'),
    pickerLeaders: of('team-leader', 'rental-picker'),
    creators: of('data-creator'),
    pickers: of('data-picker'),
  };
}

/**
 * One batch of leads `from..to`: 10% in the pool without a creator (upload for use), created over the
 * last year; 60% fetched by a picker of any group and finished (80% valid) 1 to 30 minutes after its
 * claim (mostly a few), 5% of those with a client email; 1% of the unclaimed made invalid by number.
 * Numbers are unique US numbers, stored as E.164.
 */
const batch = (from: number, to: number, now: Date) => sql`
  WITH c AS (
    SELECT array_agg(id ORDER BY id) AS ids, array_agg(admin_id ORDER BY id) AS admins,
      array_agg(team_leader_id ORDER BY id) AS leaders
    FROM users WHERE role = 'data-creator'),
  p AS (
    SELECT array_agg(id ORDER BY id) AS ids, array_agg(admin_id ORDER BY id) AS admins,
      array_agg(team_leader_id ORDER BY id) AS leaders
    FROM users WHERE role = 'data-picker'),
  g AS (
    SELECT i, random() AS owner, random() AS fetch, random() AS status, random() AS email,
      1 + floor(random() * (SELECT cardinality(ids) FROM c))::int AS ci,
      1 + floor(random() * (SELECT cardinality(ids) FROM p))::int AS pi,
      ${now}::timestamptz - random() * interval '365 days' AS created
    FROM generate_series(${from}::int, ${to}::int) AS i),
  x AS (
    SELECT g.*, g.owner >= 0.1 AS has_creator, g.fetch < 0.6 AS fetched,
      g.created + random() * (${now}::timestamptz - g.created) AS finished,
      (1 + 29 * random() ^ 2) * interval '1 minute' AS held
    FROM g)
  INSERT INTO rentals (facebook_name, client_name, client_email, number, rent, house_apt_details, address,
    post_link, number_status, source, creator_id, creator_admin_id, creator_leader_id, fetcher_id,
    fetcher_admin_id, fetcher_leader_id, is_fetched, is_finished, fetched_at, finished_date, created_at,
    updated_at)
  SELECT
    'fb.' || (ARRAY['maria','jose','ana','luis','carmen','pedro','rosa','juan'])[1 + x.i % 8] || '.' || x.i,
    (ARRAY['Maria','Jose','Ana','Luis','Carmen','Pedro','Rosa','Juan'])[1 + x.i % 8] || ' '
      || (ARRAY['Garcia','Rodriguez','Lopez','Martinez','Perez','Gonzalez','Sanchez'])[1 + (x.i / 8) % 7],
    CASE WHEN x.fetched AND x.email < 0.05 THEN 'client' || x.i || '@mail.test' END,
    '+1' || (2000000000 + x.i)::text,
    '$' || (650 + x.i % 900),
    (1 + x.i % 4) || ' bedrooms, ' || (1 + x.i % 3) || ' bath',
    'Calle ' || (x.i % 500) || ', ' || (ARRAY['Panama','Colon','David','Chitre'])[1 + x.i % 4],
    'https://facebook.com/post/' || x.i,
    CASE WHEN x.fetched THEN (CASE WHEN x.status < 0.8 THEN 'valid' ELSE 'invalid' END)
      WHEN x.status < 0.01 THEN 'invalid' END,
    CASE WHEN x.has_creator THEN 'form' ELSE 'for-use' END,
    CASE WHEN x.has_creator THEN c.ids[x.ci] END,
    CASE WHEN x.has_creator THEN c.admins[x.ci] END,
    CASE WHEN x.has_creator THEN c.leaders[x.ci] END,
    CASE WHEN x.fetched THEN p.ids[x.pi] END,
    CASE WHEN x.fetched THEN p.admins[x.pi] END,
    CASE WHEN x.fetched THEN p.leaders[x.pi] END,
    x.fetched, x.fetched,
    CASE WHEN x.fetched THEN x.finished - x.held END,
    CASE WHEN x.fetched THEN x.finished END,
    x.created,
    CASE WHEN x.fetched THEN x.finished ELSE x.created END
  FROM x, c, p`;

/** The secondary indexes of `rentals` as the migrations made them (all but the key and the number). */
async function secondaryIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  const result = (await db.execute(sql`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE tablename = 'rentals' AND indexname NOT IN ('rentals_pkey', 'rentals_number_idx')`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  return result.rows;
}

/**
 * Inserts `count` leads. The secondary indexes are dropped first and rebuilt from their own
 * definitions afterwards: building an index once is many times faster than a million inserts into it.
 */
export async function seedLeads(
  db: Db,
  count: number,
  now: Date,
  onBatch: (done: number) => void = () => {},
): Promise<void> {
  const indexes = await secondaryIndexes(db);
  for (const { name } of indexes) await db.execute(sql.raw(`DROP INDEX ${name}`));
  const size = 100_000;
  for (let from = 1; from <= count; from += size) {
    const to = Math.min(count, from + size - 1);
    await db.execute(batch(from, to, now));
    onBatch(to);
  }
  await db.execute(sql`SET maintenance_work_mem = '256MB'`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  await db.execute(sql`RESET maintenance_work_mem`);
  // Each picker holds one lead, as during a working day: fetched, not finished.
  await db.execute(sql`
    UPDATE rentals SET is_finished = false, finished_date = NULL, number_status = NULL
    WHERE id IN (SELECT DISTINCT ON (fetcher_id) id FROM rentals WHERE is_fetched ORDER BY fetcher_id, fetched_at DESC)`);
  // PGlite never runs autovacuum (stack notes): the folder is left as the server's upkeep leaves it within
  // ten minutes, with statistics for the planner and every page all-visible, which the imports' index-only
  // number checks rely on (server/src/plugins/pglite-upkeep.ts). Without the VACUUM a fresh folder's first
  // imports took 9.4-11.2 s and the search table's first VACUUM 716 ms.
  await db.execute(sql`VACUUM ANALYZE`);
}
