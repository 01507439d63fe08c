/**
 * The real server serving the built host page (dist/) on a fresh database, for the browser suite.
 * It listens on a port chosen up front so the reset links it mails point at itself.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { type Config, loadConfig } from '../../../server/src/config';
import { rentals } from '../../../server/src/db/schema';
import type { Role } from '../../../src/contract';
import { normalizeNumber } from '../../../src/contract/phone';
import { freePort } from '../../api/support/free-ports';
import { freshDatabase } from '../../api/support/fresh-database';
import { readOutbox } from '../../api/support/mail';
import { SUPER_ADMIN } from '../../api/support/server';
import { createUser } from '../../api/support/staff';

export interface AppServer {
  url: string;
  app: FastifyInstance;
  superAdmin: { email: string; password: string };
  /** A user of any role, made through the real service; returns its email and password. */
  addUser(
    role: Role,
    fields?: Record<string, unknown>,
  ): Promise<{ _id: string; email: string; password: string; name: string }>;
  /** A lead in the pool, made by that creator, inserted directly. */
  addLead(creatorId: string, number: string): Promise<void>;
  /** Moves the server's clock forward (token lifetimes, delays) instead of waiting. */
  advanceClock(ms: number): void;
  /** The reset link of the newest mail in the outbox. */
  latestResetLink(): Promise<string>;
  close(): Promise<void>;
}

export async function startAppServer(overrides: Partial<Config> = {}): Promise<AppServer> {
  // RL_DIST_DIR lets a build made elsewhere (`vite build --outDir …`) be tested without touching dist/.
  const distDir = resolve(process.env.RL_DIST_DIR ?? 'dist');
  if (!existsSync(resolve(distDir, 'index.html')))
    throw new Error(`${distDir} is missing: run \`npm run build\` first`);
  const database = await freshDatabase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let offset = 0;
  const config = loadConfig(
    {},
    {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      distDir,
      superAdminEmail: SUPER_ADMIN.email,
      superAdminPassword: SUPER_ADMIN.password,
      publicUrl: url,
      logLevel: process.env.LOG_LEVEL ?? 'silent',
      rateLimitMax: 1000,
      now: () => new Date(Date.now() + offset),
      ...overrides,
    },
  );
  const app = await buildApp(config);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    superAdmin: SUPER_ADMIN,
    addUser: (role, fields = {}) => createUser(app, { role, ...fields }),
    async addLead(creatorId, number) {
      await app.db.insert(rentals).values({
        facebookName: 'Seeded Lead',
        clientName: 'Seeded Client',
        // Stored as the API stores it (E.164, docs/decisions.md#p53).
        number: normalizeNumber(number) ?? number,
        rent: '$800',
        houseAptDetails: 'Studio',
        address: '1 Test Road',
        postLink: 'https://facebook.com/posts/seeded',
        creatorId,
      });
    },
    advanceClock: (ms) => {
      offset += ms;
    },
    async latestResetLink() {
      const mails = await readOutbox({ app });
      const last = mails.at(-1);
      if (!last) throw new Error('no mail in the outbox');
      const link = last.match(/https?:\/\/\S+#\/reset-password\?\S+/)?.[0];
      if (!link) throw new Error(`no reset link in:\n${last}`);
      return link;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
