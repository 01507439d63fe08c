import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { bootstrapSuperAdmin } from '../../../server/src/services/auth/bootstrap-super-admin';
import { authApi, pathTo } from '../../../src/contract';
import { buildApp } from '../../support/server-app';
import { type FreshDatabase, freshDatabase } from '../support';

let database: FreshDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

const config = () =>
  loadConfig({}, { dataDir: database.dataDir, databaseUrl: database.databaseUrl, logLevel: 'silent' });

describe('first start', () => {
  it('creates one super-admin with a generated password, then never again', async () => {
    const app = await buildApp(config());
    try {
      expect(app.bootstrap).toMatchObject({ created: true, email: 'admin@rental-leads.local' });
      const password = app.bootstrap.created ? app.bootstrap.generatedPassword : undefined;
      expect(password).toMatch(/^[\w-]{16}$/);
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1${pathTo(authApi.login)}`,
        payload: { email: 'admin@rental-leads.local', password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.role).toBe('super-admin');

      const concurrent = await Promise.all(
        [1, 2, 3].map(() =>
          bootstrapSuperAdmin(app.db, { email: 'x@rental-leads.test', password: 'secret-1' }),
        ),
      );
      expect(concurrent.every((result) => !result.created)).toBe(true);
    } finally {
      await app.close();
    }
    const restarted = await buildApp(config());
    await restarted.close();
    expect(restarted.bootstrap).toEqual({ created: false });
  });

  it('refuses configured credentials that break the password rules', async () => {
    const weak = loadConfig(
      {},
      { ...config(), superAdminEmail: 'root@rental-leads.test', superAdminPassword: '123' },
    );
    await expect(buildApp(weak)).rejects.toThrow('Password must be at least 6 characters long');
  });
});
