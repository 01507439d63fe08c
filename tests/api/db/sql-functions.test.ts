/**
 * The SQL functions' source files (server/src/db/sql/*.sql, the claim of docs/rules/claiming.md) are
 * the functions the database runs: the newest migration defining each function holds the file's
 * statement word for word, and a freshly migrated database (PGlite, or PostgreSQL with DATABASE_URL)
 * has the file's body. Only trailing whitespace is normalised.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '../../../server/src/db/database';
import { openDatabase } from '../../../server/src/db/open-database';
import { rowsOf } from '../../../server/src/db/raw-rows';
import { type FreshDatabase, freshDatabase } from '../support';

const SOURCES = fileURLToPath(new URL('../../../server/src/db/sql', import.meta.url));

/** Trailing whitespace off every line and off the end: the only normalisation. */
const normalise = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();

/** A file or migration chunk without its leading comment and blank lines: the statement. */
function statementOf(text: string): string {
  const lines = text.split('\n');
  while (lines.length > 0 && (lines[0]!.trim() === '' || lines[0]!.startsWith('--'))) lines.shift();
  return normalise(lines.join('\n'));
}

const functionName = (statement: string) => /^CREATE (?:OR REPLACE )?FUNCTION (\w+)\(/.exec(statement)?.[1];

/** What is between the dollar quotes: the body PostgreSQL stores as `prosrc`. */
function bodyOf(statement: string): string {
  const start = statement.indexOf('$$');
  const end = statement.lastIndexOf('$$');
  return statement.slice(start + 2, end);
}

interface Source {
  file: string;
  name: string;
  statement: string;
}

async function sources(): Promise<Source[]> {
  const files = (await readdir(SOURCES)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const statement = statementOf(await readFile(join(SOURCES, file), 'utf8'));
      return { file, name: functionName(statement) ?? `(no function in ${file})`, statement };
    }),
  );
}

/** Each function's statement in the newest migration that creates or replaces it. */
async function newestDefinitions(): Promise<Map<string, { migration: string; statement: string }>> {
  const newest = new Map<string, { migration: string; statement: string }>();
  const migrations = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
  for (const migration of migrations) {
    const text = await readFile(join(migrationsFolder, migration), 'utf8');
    for (const chunk of text.split('--> statement-breakpoint')) {
      const statement = statementOf(chunk);
      const name = functionName(statement);
      if (name) newest.set(name, { migration, statement });
    }
  }
  return newest;
}

describe('the SQL functions’ source files', () => {
  it('are the claim functions, their hold-expiry and the lead JSON they answer, one function per file', async () => {
    expect((await sources()).map(({ file, name }) => [file, name])).toEqual([
      ['fetch-lead.sql', 'fetch_lead'],
      ['finish-lead.sql', 'finish_lead'],
      ['release-expired-hold.sql', 'release_expired_hold'],
      ['rental-json.sql', 'rental_json'],
      ['rental-people.sql', 'rental_people'],
    ]);
  });

  it('hold the text of the newest migration defining each function', async () => {
    const newest = await newestDefinitions();
    for (const source of await sources()) {
      const definition = newest.get(source.name);
      expect(definition, `no migration defines ${source.name}`).toBeDefined();
      expect(source.statement, `${source.file} differs from ${definition?.migration}`).toBe(
        definition?.statement,
      );
    }
  });

  describe('in a freshly migrated database', () => {
    let fresh: FreshDatabase;
    let database: Database;

    beforeAll(async () => {
      fresh = await freshDatabase();
      database = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir }, (error) => {
        throw error;
      });
    });
    afterAll(async () => {
      await database?.close();
      await fresh?.drop();
    });

    it('have the bodies the database runs', async () => {
      for (const source of await sources()) {
        const rows = await rowsOf<{ body: string }>(
          database.db,
          sql`SELECT p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname = 'public' AND p.proname = ${source.name}`,
        );
        expect(rows, `functions named ${source.name}`).toHaveLength(1);
        expect(normalise(rows[0]!.body), source.file).toBe(normalise(bodyOf(source.statement)));
      }
    });
  });
});
