/**
 * Serves the built host page and widgets from DIST_DIR at `/` when a build exists, under the page policy:
 * each file as the brotli or gzip copy the build wrote beside it when the request accepts one, content-
 * hashed files cached for a year, every other file revalidated before each use.
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { buildFileHeaders } from './security-headers';

/**
 * Build internals (`.vite/manifest.json` lists every source file) are no one's business: a path with a
 * segment starting with a dot, or one that cannot be decoded, answers 404 like any missing file.
 */
function isPublic(path: string): boolean {
  try {
    return !decodeURIComponent(path)
      .split('/')
      .some((segment) => segment.startsWith('.'));
  } catch {
    return false;
  }
}

/** The folders whose files carry their content's hash in their name (vite.config.ts names them so). */
const HASHED_FOLDERS = ['elements/chunks/', 'assets/'];

/** A hashed file never changes: a new build gives new content a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files other pages load by a name that stays (index.html, elements/<name>.js, the themes,
 * custom-elements.json): the browser asks again each time and gets 304 while the ETag holds.
 */
const REVALIDATE = 'no-cache';

/**
 * Every file but the pages is what a page of another origin may load (the elements, fetched with CORS
 * as module scripts, their chunks, the themes, the example page's script and styles). They are public,
 * so any origin may load them without credentials: a page the API does not allow (no ALLOWED_ORIGINS
 * entry) then still gets elements that tell it so, instead of a blank page and CORS errors in the
 * console. An allowed origin keeps the CORS plugin's own answer.
 */
const isPage = (file: string) => /\.html(\.br|\.gz)?$/.test(file);

/** The headers of the file at `path` (the copy sent: `.br` and `.gz` sit beside their file). */
function fileHeaders(root: string) {
  const base = resolve(root);
  return (reply: FastifyReply, path: string) => {
    const file = relative(base, resolve(path)).split(sep).join('/');
    reply.header(
      'cache-control',
      HASHED_FOLDERS.some((folder) => file.startsWith(folder)) ? IMMUTABLE : REVALIDATE,
    );
    if (!isPage(file) && !reply.hasHeader('access-control-allow-origin'))
      reply.header('access-control-allow-origin', '*');
  };
}

async function staticFiles(app: FastifyInstance) {
  if (!existsSync(app.config.distDir)) {
    app.log.info({ distDir: app.config.distDir }, 'No build found: serving the API only');
    return;
  }
  const pageHeaders = buildFileHeaders(app.config);
  const headersOf = fileHeaders(app.config.distDir);
  await app.register(fastifyStatic, {
    root: app.config.distDir,
    prefix: '/',
    allowedPath: isPublic,
    // The .br or .gz copy the request accepts, with Vary: Accept-Encoding on every file.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => {
      pageHeaders(reply);
      headersOf(reply, path);
    },
  });
}

export default fp(staticFiles, { name: 'static' });
