/** GET /auth/oidc/config: whether the login shows "Sign in with …", and whether its password form (docs/rules/auth.md, "Single sign-on"). */
import type { FastifyInstance } from 'fastify';
import { oidcApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';

export default async function oidcConfigRoute(app: FastifyInstance) {
  route(app, oidcApi.config, async () => {
    const { oidc, passwordLogin } = app.config;
    return success(oidcApi.config, { enabled: oidc !== undefined, label: oidc?.label ?? '', passwordLogin });
  });
}
