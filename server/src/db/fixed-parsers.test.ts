import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withFixedParsers } from './fixed-parsers';

const events = pgTable('events', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  plain: timestamp('plain', { mode: 'string' }).notNull(),
  day: date('day').notNull(),
  lasts: interval('lasts').notNull(),
});

const ROW = `(1, 'launch', '2026-11-22 13:30:05.123+00', '2026-11-22 08:30:05', '2026-11-22', '90 minutes')`;

let pg: PGlite;
let reference: PGlite;

beforeAll(async () => {
  [pg, reference] = await Promise.all([PGlite.create(), PGlite.create()]);
  for (const db of [pg, reference]) {
    await db.exec(`CREATE TABLE events (id int PRIMARY KEY, name text NOT NULL, at timestamptz NOT NULL,
      plain timestamp NOT NULL, day date NOT NULL, lasts interval NOT NULL); INSERT INTO events VALUES ${ROW}`);
  }
  client = withFixedParsers(pg);
});

afterAll(async () => {
  await Promise.all([pg.close(), reference.close()]);
});

let client: ReturnType<typeof withFixedParsers>;
const fixed = () => drizzle({ client: client as unknown as PGlite });

describe('drizzle over PGlite opened with its parsers', () => {
  it('reads dates, timestamps and intervals as drizzle over a plain PGlite does', async () => {
    const expected = await drizzle({ client: reference }).select().from(events);
    expect(await fixed().select().from(events)).toEqual(expected);
    expect(expected[0]).toMatchObject({ at: new Date('2026-11-22T13:30:05.123Z'), day: '2026-11-22' });
  });

  it('returns raw rows with the same text values', async () => {
    const query = sql`SELECT at, day, lasts, ARRAY[day] AS days, ARRAY[at] AS ats, ARRAY[1.5] AS sizes FROM events`;
    const expected = await drizzle({ client: reference }).execute(query);
    const got = await fixed().execute(query);
    expect(got.rows).toEqual(expected.rows);
    expect(got.rows[0]).toMatchObject({ day: '2026-11-22', lasts: '01:30:00' });
  });

  it('sends drizzle queries without their parsers, and keeps parsers for any other type', async () => {
    const query = vi.spyOn(pg, 'query');
    await fixed().select().from(events);
    expect(query.mock.lastCall?.[2]).not.toHaveProperty('parsers');

    const doubled: QueryOptions = { parsers: { [types.INT4]: (value) => Number(value) * 2 } };
    const result = await client.query<{ n: number }>('SELECT 21::int AS n', [], doubled);
    expect(result.rows).toEqual([{ n: 42 }]);
    query.mockRestore();
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const db = fixed();
    await db.transaction(async (tx) => {
      await tx.update(events).set({ name: 'kept' }).where(sql`id = 1`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(events).set({ name: 'dropped' }).where(sql`id = 1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.select({ name: events.name }).from(events)).toEqual([{ name: 'kept' }]);
  });
});
