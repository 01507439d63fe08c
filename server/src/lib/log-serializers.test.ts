import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './log-serializers';

const HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaGVkLXBhc3N3b3Jk';
const EMAIL = 'new.user@example.com';

function logged(error: Error): string {
  let out = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out += chunk;
      done();
    },
  });
  pino({ serializers: { err: errorForLog } }, sink).error({ err: error }, 'Unexpected error');
  return out;
}

function failedInsert(): DrizzleQueryError {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), {
    code: '23505',
    constraint: 'users_email_idx',
    table: 'users',
    detail: `Key (email)=(${EMAIL}) already exists.`,
  });
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    [EMAIL, HASH],
    cause,
  );
}

describe('errorForLog', () => {
  it('keeps a failed query’s values out of the log', () => {
    const line = logged(failedInsert());
    expect(line).not.toContain(HASH);
    expect(line).not.toContain(EMAIL);
  });

  it('keeps the statement and the database’s codes', () => {
    const entry = JSON.parse(logged(failedInsert()));
    expect(entry.err.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
    );
    expect(entry.err.params).toBe('2 value(s) withheld');
    expect(entry.err.cause).toMatchObject({ code: '23505', constraint: 'users_email_idx', table: 'users' });
    expect(entry.err.stack).toContain('Failed query');
  });

  it('logs any other error as pino does', () => {
    const entry = JSON.parse(logged(new TypeError('boom')));
    expect(entry.err).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});
