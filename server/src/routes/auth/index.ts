/** The sign-in and password recovery calls (spec section 7, Auth). */
import type { FastifyInstance } from 'fastify';
import forgetPassword from './forget-password';
import login from './login';
import logout from './logout';
import refreshToken from './refresh-token';
import resetPassword from './reset-password';

export default async function authRoutes(app: FastifyInstance) {
  await app.register(login);
  await app.register(refreshToken);
  await app.register(logout);
  await app.register(forgetPassword);
  await app.register(resetPassword);
}
