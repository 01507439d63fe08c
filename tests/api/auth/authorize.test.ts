import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import authPlugin from '../../../server/src/plugins/auth';
import dbPlugin from '../../../server/src/plugins/db';
import errorsPlugin from '../../../server/src/plugins/errors';
import rateLimitPlugin from '../../../server/src/plugins/rate-limit';
import { createUser, type FreshDatabase, freshDatabase } from '../support';

/** The real auth and error plugins (and the rate limits an API key's calls count on) with routes that only a test needs. */
let app: FastifyInstance;
let database: FreshDatabase;

async function baseApp(on: FreshDatabase): Promise<FastifyInstance> {
  const instance = Fastify();
  instance.decorate('config', loadConfig({}, { dataDir: on.dataDir, databaseUrl: on.databaseUrl }));
  await instance.register(errorsPlugin);
  await instance.register(dbPlugin);
  await instance.register(rateLimitPlugin);
  await instance.register(authPlugin);
  return instance;
}

beforeAll(async () => {
  database = await freshDatabase();
  app = await baseApp(database);
  app.get('/api/v1/admins-only', { config: { roles: ['super-admin', 'admin'] } }, async (request) => ({
    success: true,
    message: 'ok',
    data: request.user,
  }));
  app.get('/api/v1/broken', { config: { roles: 'public' } }, async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

describe('route authorisation', () => {
  it('lets the declared roles in, with the user loaded on the request', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const res = await call('/api/v1/admins-only', app.signAccessToken(admin));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: admin.id, role: 'admin', name: admin.name, adminId: null });
  });

  it('answers 403 to another role', async () => {
    const picker = await createUser(app, { role: 'data-picker' });
    const res = await call('/api/v1/admins-only', app.signAccessToken(picker));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'You do not have access to this resource' });
  });

  it('refuses to start when an API route does not declare its roles', async () => {
    const otherDatabase = await freshDatabase();
    const other = await baseApp(otherDatabase);
    try {
      expect(() => other.get('/api/v1/undeclared', async () => 'open')).toThrow(
        'GET /api/v1/undeclared must declare config.roles',
      );
    } finally {
      await other.close();
      await otherDatabase.drop();
    }
  });
});

describe('unexpected errors', () => {
  it('answer 500 with no internals', async () => {
    const res = await call('/api/v1/broken');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong' });
  });
});
