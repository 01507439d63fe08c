import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { date, integer, interval, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgliteClient } from './pglite-client';
import { isUniqueViolation } from './unique-violation';

const events = pgTable('events', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  plain: timestamp('plain', { mode: 'string' }).notNull(),
  day: date('day').notNull(),
  lasts: interval('lasts').notNull(),
});

const SETUP = `CREATE TABLE events (id int PRIMARY KEY, name text NOT NULL UNIQUE, at timestamptz NOT NULL,
  plain timestamp NOT NULL, day date NOT NULL, lasts interval NOT NULL);
  INSERT INTO events VALUES (1, 'launch', '2026-11-22 13:30:05.123+00', '2026-11-22 08:30:05', '2026-11-22', '90 minutes')`;

let folder: string;
let client: PgliteClient;
let reference: PGlite;
const stopped = vi.fn();
const threadDb = () => drizzle({ client: client as unknown as PGlite });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rl-pglite-client-'));
  [client, reference] = await Promise.all([PgliteClient.open(join(folder, 'db'), stopped), PGlite.create()]);
  await threadDb().execute(sql.raw(SETUP.split(';')[0]!));
  await threadDb().execute(sql.raw(SETUP.split(';')[1]!));
  await reference.exec(SETUP);
  // Two PGlite instances start from scratch here, which takes far longer on a busy 2-core machine.
}, 60_000);

afterAll(async () => {
  await Promise.all([client?.close(), reference?.close()]);
  await rm(folder, { recursive: true, force: true });
});

describe('drizzle over PGlite on its own thread', () => {
  it('reads dates, timestamps, intervals and their arrays as over an in-process PGlite', async () => {
    const expected = await drizzle({ client: reference }).select().from(events);
    expect(await threadDb().select().from(events)).toEqual(expected);
    expect(expected[0]).toMatchObject({ at: new Date('2026-11-22T13:30:05.123Z'), day: '2026-11-22' });

    const raw = sql`SELECT at, day, lasts, ARRAY[day] AS days, ARRAY[at] AS ats, ARRAY[1.5] AS sizes FROM events`;
    const rows = (await threadDb().execute(raw)).rows;
    expect(rows).toEqual((await drizzle({ client: reference }).execute(raw)).rows);
    expect(rows[0]).toMatchObject({ day: '2026-11-22', days: '{2026-11-22}', lasts: '01:30:00' });
  });

  it('answers many queries at once, each with its own result', async () => {
    const numbers = Array.from({ length: 200 }, (_, i) => i);
    const answers = await Promise.all(
      numbers.map((n) => client.query<{ n: number }>('SELECT $1::int * 2 AS n', [n])),
    );
    expect(answers.map((a) => a.rows[0]!.n)).toEqual(numbers.map((n) => n * 2));
  });

  it('commits a transaction that resolves, rolls back one that throws, and a savepoint on its own', async () => {
    const db = threadDb();
    await db.transaction(async (tx) => {
      await tx.update(events).set({ name: 'kept' }).where(eq(events.id, 1));
      await tx
        .transaction(async (inner) => {
          await inner.update(events).set({ name: 'inner' }).where(eq(events.id, 1));
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(events).set({ name: 'dropped' }).where(eq(events.id, 1));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.select({ name: events.name }).from(events)).toEqual([{ name: 'kept' }]);
  });

  it('holds other queries until an open transaction ends, as one connection does', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query(`UPDATE events SET name = 'during' WHERE id = 1`);
      outside = client.query<{ name: string }>('SELECT name FROM events').then((result) => {
        order.push(`outside saw ${result.rows[0]!.name}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query(`UPDATE events SET name = 'kept' WHERE id = 1`);
      order.push('transaction ends');
    });
    await outside;
    expect(order).toEqual(['transaction ends', 'outside saw kept']);
  });

  it('says when every statement sent has been answered, for an import to let others run first', async () => {
    await client.whenIdle();
    expect(client.queued).toBe(0);
    const answered: string[] = [];
    const slow = threadDb()
      .execute(sql`SELECT pg_sleep(0.05)`)
      .then(() => answered.push('slow'));
    const quick = threadDb()
      .execute(sql`SELECT 1`)
      .then(() => answered.push('quick'));
    expect(client.queued).toBe(2);
    await client.whenIdle();
    expect(client.queued).toBe(0);
    await Promise.all([slow, quick]);
    expect(answered).toEqual(['slow', 'quick']);
  });

  it('keeps the fields of a database error, so a unique violation is recognised', async () => {
    // The name row 1 has now, whichever of the tests above ran: this test holds alone too.
    const [taken] = await threadDb().select({ name: events.name }).from(events).where(eq(events.id, 1));
    const error = await threadDb()
      .insert(events)
      .values({
        id: 2,
        name: taken!.name,
        at: new Date(),
        plain: '2026-01-01 00:00:00',
        day: '2026-01-01',
        lasts: '1 hour',
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    await expect(client.query('SELEC 1')).rejects.toMatchObject({
      code: '42601',
      message: expect.stringMatching(/syntax/),
    });
  });

  it('refuses a parser it cannot carry to the thread', async () => {
    await expect(client.query('SELECT 1', [], { parsers: { [types.INT4]: Number } })).rejects.toThrow(
      'The PGlite thread takes no parser for type 23',
    );
  });
});

// Each test below starts a PGlite of its own: seconds on a busy 2-core machine.
describe('the PGlite thread', { timeout: 60_000 }, () => {
  it('fails to open with PGlite’s reason when the folder cannot hold a database', async () => {
    const file = join(folder, 'not-a-folder');
    await writeFile(file, 'x');
    await expect(PgliteClient.open(join(file, 'db'), vi.fn())).rejects.toMatchObject({
      code: 'ENOTDIR',
      message: expect.stringContaining('not a directory'),
    });
  });

  it('fails every query, and says so, once its thread has stopped', async () => {
    const onStopped = vi.fn();
    const doomed = await PgliteClient.open(join(folder, 'doomed'), onStopped);
    const unanswered = doomed.query('SELECT pg_sleep(5)');
    const idle = doomed.whenIdle();
    await (doomed as unknown as { worker: Worker }).worker.terminate();
    await expect(unanswered).rejects.toThrow('The database thread stopped');
    // Whoever waited for the queue to empty goes on, rather than waiting for ever.
    await expect(idle).resolves.toBeUndefined();
    await expect(doomed.query('SELECT 1')).rejects.toThrow('The database thread stopped');
    expect(onStopped).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/stopped/) }),
    );
  });

  it('closes without reporting a stop, and refuses queries afterwards', async () => {
    const onStopped = vi.fn();
    const closed = await PgliteClient.open(join(folder, 'closed'), onStopped);
    await closed.close();
    await expect(closed.query('SELECT 1')).rejects.toThrow('The database thread stopped');
    expect(onStopped).not.toHaveBeenCalled();
    expect(stopped).not.toHaveBeenCalled();
  });
});
