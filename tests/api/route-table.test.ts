/**
 * The route table: every route the server registers under /api/v1 is (a) one of the API's paths,
 * pinned below because other clients depend on them, and (b) declared in the contract
 * (src/contract/endpoints) with the same method, path and roles. The routes are collected with an
 * `onRoute` hook on the app that buildApp creates.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../server/src/lib/api-prefix';
import type { Access, Endpoint } from '../../src/contract';
import * as endpoints from '../../src/contract/endpoints';
import type { TestServer } from './support';

interface Registered {
  method: string;
  url: string;
  roles: unknown;
}

const registered = vi.hoisted((): Registered[] => []);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as unknown as (...args: unknown[]) => import('fastify').FastifyInstance;
  const withRouteTable = (...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        registered.push({ method, url: route.url, roles: (route.config as { roles?: unknown })?.roles });
      }
    });
    return app;
  };
  return { ...actual, default: Object.assign(withRouteTable, actual.default) };
});

/**
 * The API's calls as registered at commit d3a2e9b, plus the team operations calls (moves, the board,
 * releases), the audit trail, the reports, the message templates, the do-not-contact list, the
 * signed-in devices, two-factor sign-in, single sign-on, a client's data, the import preview, history and revert, a
 * lead's conversation and its call log, reading a post, API keys, the webhooks, Web Push and the API's own description (openapi.json); a change here is a change other clients see.
 */
const PINNED = [
  'DELETE /apiKeys/:id',
  'DELETE /auth/sessions',
  'DELETE /auth/sessions/:id',
  'DELETE /push/subscriptions',
  'DELETE /templates/:id',
  'DELETE /users/:id/sessions',
  'DELETE /users/:id/two-factor',
  'DELETE /webhooks/:id',
  'GET /admin/get-adminEmails',
  'GET /admin/getAllAdmins',
  'GET /admin/getRentals-picker',
  'GET /admin/getRentals-picker/export',
  'GET /admin/getTeamLeaders',
  'GET /admin/team-leader/getRentals-creator',
  'GET /admin/team-leader/getRentals-creator/export',
  'GET /apiKeys',
  'GET /audit',
  'GET /push/key',
  'GET /auth/oidc/callback',
  'GET /auth/oidc/config',
  'GET /auth/oidc/start',
  'GET /auth/sessions',
  'GET /auth/two-factor',
  'GET /audit/actors',
  'GET /audit/export',
  'GET /clientData',
  'GET /clientData/export',
  'GET /closedRental/getClosedRentalCount-picker',
  'GET /closedRental/getClosedRentals',
  'GET /closedRental/getClosedRentalsForTeamLeaderAndAdmin',
  'GET /closedRental/image/:id',
  'GET /dataCreator/getAllDataCreators',
  'GET /dataCreator/getCountDataCreator',
  'GET /dataCreator/getDataCreatorIdMessage/:email',
  'GET /dataPicker/getAllDataPickers',
  'GET /dataPicker/getCountDataPicker',
  'GET /dataPicker/getRental/:id',
  'GET /dataPicker/getRentalForDealClosing/:number',
  'GET /dataPicker/search-rental',
  'GET /dataPicker/templates',
  'GET /doNotContact',
  'GET /openapi.json',
  'GET /operations/board',
  'GET /rental/check-post',
  'GET /rental/corrections',
  'GET /rental/desk',
  'GET /rental/my-callbacks',
  'GET /rental/downloadRentals',
  'GET /rental/imports',
  'GET /rental/get-single-rental',
  'GET /rental/:id/calls',
  'GET /rental/:id/messages',
  'GET /rental/getAllRentalsByCreator',
  'GET /rental/getAllRentalsByCreator/export',
  'GET /rental/getAllRentalsByPicker',
  'GET /rental/getAllRentalsByPicker/export',
  'GET /rental/getClientsInfo',
  'GET /rental/getClientsInfo/export',
  'GET /rental/getMyRentals',
  'GET /reports',
  'GET /settings/get-settings',
  'GET /templates',
  'GET /teamLeader/getAllTeamLeaders',
  'GET /teamLeader/getRentals-creator',
  'GET /teamLeader/getRentals-creator/export',
  'GET /teamLeader/getRentals-picker',
  'GET /teamLeader/getRentals-picker/export',
  'GET /teamLeader/getSingleTeamLeader',
  'GET /teamLeader/getTeamLeadersEmails-admin',
  'GET /teamLeader/getTeamLeadersEmails/:adminEmail',
  'GET /users/:id/sessions',
  'GET /users/move-targets/:id',
  'GET /users/profile',
  'PATCH /users/profile',
  'DELETE /doNotContact/:id',
  'PATCH /admin/deleteAdmin/:id',
  'PATCH /admin/updateAdminInfo/:id',
  'PATCH /closedRental/makeFinalClose/:id',
  'PATCH /dataCreator/deleteDataCreator/:id',
  'PATCH /dataCreator/markMessagesRead',
  'PATCH /dataCreator/moveDataCreator/:id',
  'PATCH /dataCreator/updateDataCreatorInfo/:id',
  'PATCH /dataPicker/deleteDataPicker/:id',
  'PATCH /dataPicker/make-invalid/:id',
  'PATCH /dataPicker/moveDataPicker/:id',
  'PATCH /dataPicker/send-message',
  'PATCH /dataPicker/updateDataPickerInfo/:id',
  'PATCH /operations/release/:id',
  'PATCH /rental/addClientEmailIntoRental/:id',
  'PATCH /rental/calls/:callId',
  'PATCH /rental/complete-task',
  'PATCH /rental/correct/:id',
  'PATCH /rental/corrections/:id/accept',
  'PATCH /rental/corrections/:id/decline',
  'PATCH /rental/skip',
  'PATCH /settings/update-settings',
  'PATCH /teamLeader/deleteTeamLeader/:id',
  'PATCH /teamLeader/moveTeamLeader/:id',
  'PATCH /teamLeader/updateTeamLeaderInfo/:id',
  'PATCH /templates/:id',
  'POST /apiKeys',
  'POST /auth/forget-password',
  'POST /auth/change-password',
  'POST /auth/login',
  'POST /auth/login/code',
  'POST /auth/login/enrol',
  'POST /auth/logout',
  'POST /auth/oidc/backchannel-logout',
  'POST /auth/oidc/complete',
  'POST /auth/refresh-token',
  'POST /auth/reset-password',
  'POST /clientData/erase',
  'POST /auth/two-factor/confirm',
  'POST /auth/two-factor/disable',
  'POST /auth/two-factor/enrol',
  'POST /auth/two-factor/recovery-codes',
  'POST /closedRental/createClosedRental',
  'POST /dataPicker/generate-first-sms',
  'POST /doNotContact',
  'POST /doNotContact/bulk',
  'POST /rental/bulk-upload-rental',
  'POST /rental/bulk-upload-preview',
  'POST /rental/bulk-upload-rental-for-use',
  'POST /rental/imports/:id/revert',
  'POST /rental/corrections/:id',
  'POST /rental/create-rental',
  'POST /rental/extract-post',
  'POST /rental/merge',
  'POST /rental/:id/calls',
  'POST /rental/:id/messages',
  'POST /rental/open-callback/:id',
  'POST /push/subscriptions',
  'POST /push/test',
  'POST /templates',
  'POST /users/create-admin',
  'POST /users/create-dataCreator',
  'POST /users/create-dataPicker',
  'POST /users/create-teamLeader',
  'GET /webhooks',
  'GET /webhooks/:id/deliveries',
  'PATCH /webhooks/:id',
  'POST /webhooks',
  'POST /webhooks/:id/deliveries/:deliveryId/resend',
];

let server: TestServer;

beforeAll(async () => {
  // Test files share a worker's modules (vitest.config.ts): the server is imported afresh, so it is
  // built with the mocked fastify above.
  vi.resetModules();
  const { startTestServer } = await import('./support');
  server = await startTestServer();
});
afterAll(() => server?.close());

const key = (method: string, path: string) => `${method} ${path}`;

/** The routes under /api/v1 (HEAD routes Fastify adds for each GET left out), path without the prefix. */
const apiRoutes = () =>
  registered
    .filter((route) => route.method !== 'HEAD' && route.url.startsWith(`${API_PREFIX}/`))
    .map((route) => ({ ...route, path: route.url.slice(API_PREFIX.length) }));

/** Every declaration of every `<area>Api` object the contract exports. */
const declarations = (): { name: string; declaration: Endpoint }[] =>
  Object.entries(endpoints)
    .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
    .flatMap(([area, calls]) =>
      Object.entries(calls as Record<string, Endpoint>).map(([call, declaration]) => ({
        name: `${area}.${call}`,
        declaration,
      })),
    );

describe('the route table', () => {
  it('registers exactly the pinned paths under /api/v1', () => {
    const paths = apiRoutes().map((route) => key(route.method, route.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...PINNED].sort());
  });

  it('declares every registered route in the contract, with its method, path and roles', () => {
    const declared = new Map<string, { name: string; roles: Access }>();
    for (const { name, declaration } of declarations()) {
      const call = key(declaration.method, declaration.path);
      expect(declared.has(call), `${call} is declared twice (${declared.get(call)?.name}, ${name})`).toBe(
        false,
      );
      declared.set(call, { name, roles: declaration.roles });
    }
    const routes = new Map(apiRoutes().map((route) => [key(route.method, route.path), route.roles]));
    const undeclared = [...routes.keys()].filter((call) => !declared.has(call)).sort();
    const unregistered = [...declared.keys()].filter((call) => !routes.has(call)).sort();
    const otherRoles = [...declared]
      .filter(
        ([call, { roles }]) => routes.has(call) && JSON.stringify(routes.get(call)) !== JSON.stringify(roles),
      )
      .map(
        ([call, { name, roles }]) =>
          `${call} (${name}): declared ${JSON.stringify(roles)}, route ${JSON.stringify(routes.get(call))}`,
      );
    expect({ undeclared, unregistered, otherRoles }).toEqual({
      undeclared: [],
      unregistered: [],
      otherRoles: [],
    });
  });
});
