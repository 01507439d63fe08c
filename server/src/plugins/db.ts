/** Opens the database (PGlite or PostgreSQL), migrates it, exposes it as `app.db` and closes it. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { openDatabase } from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

async function db(app: FastifyInstance) {
  const database = await openDatabase(app.config, (error) =>
    app.log.error({ err: error }, 'The database failed outside a query'),
  );
  app.decorate('db', database.db);
  app.addHook('onClose', () => database.close());
}

export default fp(db, { name: 'db' });
