/**
 * The real server serving the built host page (dist/), for the browser suite. It listens on a port
 * chosen up front so the reset links it mails point at itself.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../../server/src/config';
import { rentals } from '../../../server/src/db/schema';
import type { Role } from '../../../src/contract';
import { normalizeNumber } from '../../../src/contract/phone';
import { lendApp, ownApp } from '../../api/support/app-pool';
import { freePort } from '../../api/support/free-ports';
import { type FreshDatabase, freshDatabase } from '../../api/support/fresh-database';
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

/** Settings a file may give and still borrow the worker's pooled app. */
const poolable = (overrides: Partial<Config>) => Object.keys(overrides).length === 0;

/**
 * The app serving the build. With no settings, the worker's pooled app, its database as a first start
 * leaves it (tests/api/support/app-pool.ts); with some, an app of its own on a fresh database.
 */
export async function startAppServer(overrides: Partial<Config> = {}): Promise<AppServer> {
  // RL_DIST_DIR lets a build made elsewhere (`vite build --outDir …`) be tested without touching dist/.
  const distDir = resolve(process.env.RL_DIST_DIR ?? 'dist');
  if (!existsSync(resolve(distDir, 'index.html')))
    throw new Error(`${distDir} is missing: run \`npm run build\` first`);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const configFor = async (database: FreshDatabase): Promise<Config> => {
    const port = await freePort();
    return {
      ...loadConfig(
        {},
        {
          dataDir: database.dataDir,
          databaseUrl: database.databaseUrl,
          distDir,
          superAdminEmail: SUPER_ADMIN.email,
          superAdminPassword: SUPER_ADMIN.password,
          publicUrl: `http://127.0.0.1:${port}`,
          logLevel: process.env.LOG_LEVEL ?? 'silent',
          rateLimitMax: 1000,
          now,
          ...overrides,
        },
      ),
      port,
    };
  };
  const lent = poolable(overrides)
    ? await lendApp(`e2e ${distDir}`, configFor, now)
    : await ownApp(await freshDatabase(), configFor);
  const { app } = lent;
  const url = lent.address;
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
    close: lent.release,
  };
}
