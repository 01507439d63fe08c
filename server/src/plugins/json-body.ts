/** Request bodies are JSON only; an empty JSON body reads as no body, and one nested too deeply is refused. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';
import { nestsDeeperThan, TOO_DEEP } from '../lib/json-depth';

async function jsonBody(app: FastifyInstance) {
  // A text body is refused as a wrong content type rather than handed to a route as a string.
  app.removeContentTypeParser('text/plain');
  // Clients often send Content-Type: application/json on body-less calls (refresh, logout).
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    // Refused before parsing: a deep body parses fine but overflows the stack of what walks it later.
    else if (nestsDeeperThan(text)) done(badRequest(TOO_DEEP), undefined);
    else json(request, text, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
