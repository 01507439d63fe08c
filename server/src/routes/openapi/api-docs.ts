/**
 * GET /api/docs: the API's reference page, Swagger UI reading /api/v1/openapi.json
 * (docs/rules/integrations.md#d15.2). Its files come from the installed swagger-ui-dist, from this
 * server (no CDN: an intranet reaches nothing else), gzipped once when first asked for. The page
 * answers its own Content-Security-Policy, as strict as Swagger UI allows; every other answer keeps
 * the server's.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../lib/api-prefix';

export const DOCS_PATH = '/api/docs';

/** Swagger UI's own files and its data: icons; it sets styles through the DOM, which CSP allows. */
export const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const gzipped = promisify(gzip);

const DIST = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The page's files: Swagger UI's own two, and the few lines that start it on our document. */
const ASSETS: Record<string, { type: string; read: () => Promise<Buffer> }> = {
  'swagger-ui.css': { type: 'text/css', read: () => readFile(join(DIST, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': {
    type: 'text/javascript',
    read: () => readFile(join(DIST, 'swagger-ui-bundle.js')),
  },
  // Tags start folded: Swagger UI left part of our ~130 operations unrendered when it unfolded them all at once.
  'start.js': {
    type: 'text/javascript',
    read: async () =>
      Buffer.from(
        `window.ui = SwaggerUIBundle({ url: '${API_PREFIX}/openapi.json', dom_id: '#docs', docExpansion: 'none' });\n`,
      ),
  },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rental Leads API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="docs"></main>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/start.js"></script>
</body>
</html>
`;

const pageHeaders = (reply: FastifyReply) =>
  reply.header('content-security-policy', DOCS_POLICY).header('cache-control', 'no-cache');

export default async function apiDocs(app: FastifyInstance) {
  const zipped = new Map<string, Promise<{ plain: Buffer; gzip: Buffer }>>();
  const load = (name: string) => {
    let file = zipped.get(name);
    if (!file) {
      // Compressed once, off the event loop: Swagger UI's 1.4 MB bundle at level 9 would hold every request.
      file = ASSETS[name]!.read().then(async (plain) => ({
        plain,
        gzip: await gzipped(plain, { level: 9 }),
      }));
      zipped.set(name, file);
    }
    return file;
  };

  app.get(DOCS_PATH, async (_request, reply) =>
    pageHeaders(reply).type('text/html; charset=utf-8').send(PAGE),
  );

  app.get<{ Params: { file: string } }>(
    `${DOCS_PATH}/:file`,
    async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const asset = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
      if (!asset) return reply.callNotFound();
      const { plain, gzip } = await load(request.params.file);
      pageHeaders(reply).type(asset.type).header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
        return reply.header('content-encoding', 'gzip').send(gzip);
      return reply.send(plain);
    },
  );
}
