/** The auth area's routes: sign-in, refresh, sign-out, password recovery and the signed-in devices (docs/rules/auth.md). */
import type { FastifyInstance } from 'fastify';
import endSession from './end-session';
import endSessions from './end-sessions';
import forgetPassword from './forget-password';
import listSessions from './list-sessions';
import login from './login';
import logout from './logout';
import refresh from './refresh';
import resetPassword from './reset-password';

export default async function authRoutes(app: FastifyInstance) {
  await app.register(login);
  await app.register(refresh);
  await app.register(logout);
  await app.register(forgetPassword);
  await app.register(resetPassword);
  await app.register(listSessions);
  await app.register(endSession);
  await app.register(endSessions);
}
