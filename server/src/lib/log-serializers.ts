/**
 * The log's error serializer. A failed query's error carries its parameters (a new user's password
 * hash, emails, client details) in its message, stack and fields, and the database's `detail`
 * quotes the offending row: the log keeps the statement and the codes, never the values
 * (docs/decisions.md#p51).
 */
import { stdSerializers } from 'pino';

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

interface DatabaseError extends Error {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const isQueryError = (error: Error): error is QueryError =>
  typeof (error as Partial<QueryError>).query === 'string' &&
  Array.isArray((error as Partial<QueryError>).params);

function databaseCause(cause: DatabaseError) {
  const { code, constraint, table, column } = cause;
  return { type: cause.constructor.name, message: cause.message, code, constraint, table, column };
}

/** The shape Fastify's logger option asks of an `err` serializer. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function errorForLog(error: Error): LoggedError {
  if (!(error instanceof Error) || !isQueryError(error)) return stdSerializers.err(error);
  const message = `Failed query: ${error.query}`;
  return {
    type: error.constructor.name,
    message,
    params: `${error.params.length} value(s) withheld`,
    stack: error.stack?.replace(error.message, message) ?? message,
    cause: error.cause instanceof Error ? databaseCause(error.cause) : undefined,
  };
}
