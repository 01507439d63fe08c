/** The auth area's routes: sign-in, refresh, sign-out and password recovery (docs/rules/auth.md). */
import type { FastifyInstance } from 'fastify';
import forgetPassword from './forget-password';
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
}
