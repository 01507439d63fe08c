/** What the backup and restore commands refuse, said to the person who ran them (docs/decisions.md#p83). */
import { inspect } from 'node:util';
import { DataDirError } from './data-dir-error';

/** A refusal or a bad file: the command prints its message alone and exits with 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** PostgreSQL has its own tools, and they already take a consistent copy of a running database. */
export function postgresRefusal(command: 'backup' | 'restore'): BackupError {
  return new BackupError(
    [
      `DATABASE_URL is set, so the database is PostgreSQL: \`npm run ${command}\` only handles the embedded PGlite database. Use PostgreSQL's own tools:`,
      '  back up (consistent while the server runs):  pg_dump --format=custom --file=FILE "$DATABASE_URL"',
      '  restore into an empty database:              pg_restore --no-owner --dbname="$DATABASE_URL" FILE',
      '  restore over an existing database:           pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE',
    ].join('\n'),
  );
}

/**
 * What a command prints when it fails: a refusal's own message, or what else went wrong on one line,
 * a thrown value that is no Error included (String() prints an object as "[object Object]").
 */
export function failureMessage(command: 'backup' | 'restore', error: unknown): string {
  if (error instanceof BackupError || error instanceof DataDirError) return error.message;
  const what =
    error instanceof Error ? error.message : inspect(error, { breakLength: Number.POSITIVE_INFINITY });
  return `The ${command} failed: ${what}`;
}
