/** Turns every failure, and every unknown route, into the error envelope of decisions D3. */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../../src/contract';
import { HttpError } from '../lib/http-error';

const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Fastify's own refusals of a request, reworded for people; 415 becomes 400 (decisions D3 has no 415). */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: 'Send the request body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_BAD_URL: { status: 400, message: 'The request address is not valid' },
};

function toErrorBody(error: FastifyError): { status: number; body: ErrorBody } | undefined {
  if (error instanceof HttpError) {
    const body: ErrorBody = { success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    if (error.retryAfter !== undefined) body.retryAfter = error.retryAfter;
    if (error.code !== undefined) body.code = error.code;
    return { status: error.statusCode, body };
  }
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return { status: known.status, body: { success: false, message: known.message } };
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
    if (known.body.retryAfter !== undefined) reply.header('retry-after', known.body.retryAfter);
    return reply.code(known.status).send(known.body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ success: false, message: 'Not found' } satisfies ErrorBody),
  );
}

export default fp(errors, { name: 'errors' });
