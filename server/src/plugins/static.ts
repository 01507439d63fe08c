/** Serves the built host page and widgets from DIST_DIR at `/` when a build exists, under the page policy. */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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

async function staticFiles(app: FastifyInstance) {
  if (!existsSync(app.config.distDir)) {
    app.log.info({ distDir: app.config.distDir }, 'No build found: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: app.config.distDir,
    prefix: '/',
    allowedPath: isPublic,
    setHeaders: buildFileHeaders(app.config),
  });
}

export default fp(staticFiles, { name: 'static' });
