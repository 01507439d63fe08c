/** Serves the built host page and widgets from DIST_DIR at `/` when a build exists. */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function staticFiles(app: FastifyInstance) {
  if (!existsSync(app.config.distDir)) {
    app.log.info({ distDir: app.config.distDir }, 'No build found: serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root: app.config.distDir, prefix: '/' });
}

export default fp(staticFiles, { name: 'static' });
