/** Two-factor for the API suites: a user set up through the real calls, and the code an app would show now. */
import { expect } from 'vitest';
import { codeAt } from '../../../server/src/services/auth/totp';
import { authApi, twoFactorApi } from '../../../src/contract';
import type { TestServer } from './server';
import type { Staff } from './staff';

/** The code of the server clock's step, `steps` steps later (30 s each). */
export const codeOf = (server: TestServer, secret: string, steps = 0): string =>
  codeAt(secret, new Date(server.clock.now().getTime() + steps * 30_000));

/**
 * Sets `staff` up with the profile's calls, confirmed with the password as the profile asks for it
 * (docs/rules/auth.md#two-factor); the clock moves a step on, so the next code is new.
 */
export async function enrolTwoFactor(server: TestServer, staff: Staff) {
  const started = await server.call(twoFactorApi.enrol, { token: staff.token });
  expect(started.status).toBe(200);
  const { secret } = started.body.data;
  const confirmed = await server.call(twoFactorApi.confirm, {
    token: staff.token,
    body: { password: staff.password, code: codeOf(server, secret) },
  });
  expect(confirmed.status).toBe(200);
  server.clock.advance(30_000);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes };
}

/** The first step of a sign-in that asks for a second: its ticket. */
export async function passwordStep(server: TestServer, staff: Pick<Staff, 'email' | 'password'>) {
  const answer = await server.call(authApi.login, { body: { email: staff.email, password: staff.password } });
  expect(answer.status).toBe(200);
  const data = answer.body.data as { twoFactor?: string; ticket?: string };
  expect(data.ticket).toBeTypeOf('string');
  return { twoFactor: data.twoFactor, ticket: data.ticket!, message: answer.body.message };
}
