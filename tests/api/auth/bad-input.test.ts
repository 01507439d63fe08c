/**
 * Hostile input to the signed-out calls (issue 14): NUL in any field, deeply nested bodies and
 * malformed addresses answer 400 in the envelope, quickly, and write nothing (no row, no mail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, pathTo } from '../../../src/contract';
import {
  BAD_ADDRESS,
  BAD_ESCAPE,
  CONTROL_REFUSED,
  createUser,
  DEEP_ARRAY,
  DEEP_FIELD,
  expectRefused,
  readOutbox,
  send,
  snapshotAll,
  startTestServer,
  type TestServer,
  TOO_DEEP,
  withNul,
} from '../support';

let server: TestServer;
let email: string;
beforeAll(async () => {
  server = await startTestServer();
  email = (await createUser(server.app, { role: 'admin' })).email;
});
afterAll(() => server.close());

/** Each signed-out call with a body, and a body it would accept. */
const CALLS = [
  [pathTo(authApi.login), () => ({ email, password: 'password-1' })],
  [pathTo(authApi.forgetPassword), () => ({ email })],
  [pathTo(authApi.resetPassword), () => ({ email, newPassword: 'new-password-1' })],
] as const;

/** Refused, in the envelope, with nothing written: no row changed and no mail sent. */
async function expectNothingWritten(call: () => ReturnType<typeof send>, status: number, message: string) {
  const before = await snapshotAll(server);
  const mails = (await readOutbox(server)).length;
  const res = await call();
  expectRefused(res, status, message);
  expect(await snapshotAll(server)).toBe(before);
  expect(await readOutbox(server)).toHaveLength(mails);
  return res;
}

describe.each(CALLS)('POST %s', (path, valid) => {
  const fields = Object.keys(valid());

  it.each(fields)('refuses a NUL in %s', async (field) => {
    const body = { ...valid(), [field]: withNul((valid() as Record<string, string>)[field]!) };
    const res = await expectNothingWritten(
      () => send(server, path, { body: JSON.stringify(body), token: 'reset-token' }),
      400,
      CONTROL_REFUSED,
    );
    expect(res.body.errors).toEqual([{ path: field, message: CONTROL_REFUSED }]);
  });

  it('refuses a NUL in a key it does not read', async () => {
    const body = { ...valid(), [withNul('extra')]: 'x' };
    await expectNothingWritten(
      () => send(server, path, { body: JSON.stringify(body) }),
      400,
      CONTROL_REFUSED,
    );
  });

  it.each([
    ['100,000 nested arrays', DEEP_ARRAY],
    ['a field of 100,000 nested arrays', DEEP_FIELD('email')],
    ['100,000 unclosed arrays', '['.repeat(100_000)],
    ['100,000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
  ])('refuses %s quickly', async (_, body) => {
    const res = await expectNothingWritten(() => send(server, path, { body }), 400, TOO_DEEP);
    expect(res.ms).toBeLessThan(2000);
  });

  it('still reads brackets inside strings as text, however many', async () => {
    const body = JSON.stringify({ ...valid(), email: `${'[{'.repeat(40)}@x.test` });
    const res = await send(server, path, { body });
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).not.toBe(TOO_DEEP);
  });

  it('refuses a malformed % escape in its address', async () => {
    const res = await expectNothingWritten(
      () => send(server, `${path}${BAD_ESCAPE}`, { body: JSON.stringify(valid()) }),
      400,
      BAD_ADDRESS,
    );
    expect(res.body).toEqual({ success: false, message: BAD_ADDRESS });
  });
});

describe('a NUL in the login email', () => {
  it('is refused even for an account that exists, before any session is made', async () => {
    const res = await send(server, pathTo(authApi.login), {
      body: JSON.stringify({ email: `${email}\u0000`, password: 'password-1' }),
    });
    expectRefused(res, 400, CONTROL_REFUSED);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
