import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, softDeleteUser, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('createUser (the service behind the create endpoints)', () => {
  it('keeps emails unique among users that are not deleted, whatever their case', async () => {
    const first = await createUser(server.app, { role: 'admin', email: 'dup@rental-leads.test' });
    await expect(
      createUser(server.app, { role: 'admin', email: 'DUP@rental-leads.test' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'This email is already in use',
    });
    await softDeleteUser(server.app, first.id);
    const again = await createUser(server.app, { role: 'admin', email: 'Dup@rental-leads.test' });
    expect(again.email).toBe('dup@rental-leads.test');
  });
});
