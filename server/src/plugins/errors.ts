/** Turns every failure, and every unknown route, into the error envelope of docs/rules/auth.md#d3. */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../../src/contract';
import { HttpError } from '../lib/http-error';

const SOMETHING_WENT_WRONG = 'Something went wrong';
export const INVALID_VALUE = 'A value in the request is not valid';

/**
 * The database's own refusals of a value (PostgreSQL's class 22): a character it cannot store, a
 * date or number out of its range, text it cannot read as the type. The rules and hooks refuse such
 * input first; this is the last line, so a value they missed still answers 400, never 500.
 */
const VALUE_REFUSED = new Set([
  '22P05', // untranslatable character (NUL in text)
  '22021', // invalid byte sequence for the encoding
  '22008', // datetime field overflow
  '22007', // invalid datetime format
  '22009', // invalid time zone displacement (JavaScript's +010000-… years)
  '22003', // numeric value out of range
  '22P02', // invalid text representation
  '22001', // string data right truncation
]);

/** The database error behind a failed query (drizzle wraps the driver's error in `cause`). */
function refusedValueCode(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && VALUE_REFUSED.has(code)) return code;
  }
  return undefined;
}

/** Fastify's own refusals of a request, reworded for people; 415 becomes 400 (docs/rules/auth.md#d3 has no 415). */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: 'Send the request body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_BAD_URL: { status: 400, message: 'The request address is not valid' },
  // A path value longer than the router keeps (100 characters); every parameter answers 400, not 414.
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, message: 'A value in the request address is too long' },
};

function toErrorBody(error: FastifyError): { status: number; body: ErrorBody } | undefined {
  if (error instanceof HttpError) {
    const body: ErrorBody = { success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    if (error.retryAfter !== undefined) body.retryAfter = error.retryAfter;
    if (error.code !== undefined) body.code = error.code;
    if (error.matches !== undefined) body.matches = error.matches;
    return { status: error.statusCode, body };
  }
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return { status: known.status, body: { success: false, message: known.message } };
  // Neither the value nor the database's words about it are echoed: they may quote stored data.
  if (refusedValueCode(error)) return { status: 400, body: { success: false, message: INVALID_VALUE } };
  // Other client errors raised by fastify or its plugins describe the request, not the server.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { success: false, message: error.message } };
  }
  return undefined;
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toErrorBody(error);
    if (!known) {
      request.log.error({ err: error }, 'Unexpected error');
      return reply.code(500).send({ success: false, message: SOMETHING_WENT_WRONG } satisfies ErrorBody);
    }
    // A value only the database refused means a rule is missing: logged (values withheld, P51) to add it.
    if (refusedValueCode(error)) request.log.warn({ err: error }, 'The database refused a value');
    if (known.body.retryAfter !== undefined) reply.header('retry-after', known.body.retryAfter);
    if (error instanceof HttpError && error.text) reply.messageText = error.text;
    return reply.code(known.status).send(known.body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ success: false, message: 'Not found' } satisfies ErrorBody),
  );
}

/**
 * Fastify's `frameworkErrors`: refusals the router makes before any route or error handler exists
 * (a malformed % escape, an over-long path value), answered in the envelope like every other.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = toErrorBody(error) ?? { status: 400, body: { success: false, message: 'Bad request' } };
  reply.code(known.status).send(known.body);
}

/** Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a raw control byte in its line…), in the envelope. */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    status === 408
      ? 'The request took too long to arrive'
      : status === 431
        ? 'The request headers are too large'
        : 'The request is not valid HTTP';
  const body = JSON.stringify({ success: false, message } satisfies ErrorBody);
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export default fp(errors, { name: 'errors' });
