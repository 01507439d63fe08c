/** GET /metrics (server/src/plugins/metrics.ts): closed to the public, and what a scrape shows. */
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsApi, pathTo, uploadsApi } from '../../src/contract';
import {
  buildTeam,
  goodRow,
  HEADER,
  insertLeads,
  login,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
  upload,
  xlsxOf,
} from './support';

const TOKEN = 'metrics-token-for-tests-0123456789';
const originOf = (server: TestServer) => server.baseUrl.replace('/api/v1', '');

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const server = await startTestServer();
    try {
      const res = await fetch(`${originOf(server)}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Not found' });
    } finally {
      await server.close();
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer({ metricsToken: TOKEN });
    origin = originOf(server);
  });
  afterAll(() => server.close());

  const scrape = async (authorization?: string) =>
    fetch(`${origin}/metrics`, { headers: authorization === undefined ? {} : { authorization } });

  // 401, not 404: /metrics is documented, so its existence is no secret, and a scraper sent with a
  // wrong token should report a credentials problem, not a wrong address.
  it.each([
    ['no', undefined],
    ['a wrong', 'Bearer not-the-token'],
    ['a bare', TOKEN],
    ['a longer', `Bearer ${TOKEN}x`],
  ])('refuses %s token with 401', async (_, authorization) => {
    const res = await scrape(authorization);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Unauthorized' });
  });

  it('counts requests by route pattern, claims, refusals by code and sockets, and names no one', async () => {
    const { pickers } = await buildTeam(server, { pickers: 2 });
    const [first, second] = pickers as [(typeof pickers)[0], (typeof pickers)[0]];
    const { accessToken } = await login(server, first.user.email, first.user.password);
    const socket = connectClient(origin, {
      path: '/socket.io',
      auth: { token: accessToken },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', resolve).once('connect_error', reject),
      );
      await insertLeads(server, 1);
      const claimed = await server.call(leadsApi.claim, { token: `Bearer ${accessToken}` });
      expect(claimed.status).toBe(200);
      const refused = await server.call(leadsApi.claim, { token: second.token() });
      expect(refused.body.code).toBe('pool-empty');
      // A path with an id is counted under its pattern.
      const rentalId = claimed.body.data.rental._id;
      await server.call(leadsApi.getClaimed, { token: first.token(), values: { id: rentalId } });

      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/rental\/get-single-rental",status="2xx"\} 1\n/,
      );
      expect(text).toContain('route="/api/v1/dataPicker/getRental/:id"');
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/auth\/login",status="2xx"\} 1\n/,
      );
      expect(text).toMatch(/leads_claims_total\{outcome="ok"\} 1\n/);
      expect(text).toMatch(/leads_claims_total\{outcome="pool-empty"\} 1\n/);
      expect(text).toMatch(/api_refusals_total\{code="pool-empty",status="404"\} 1\n/);
      expect(text).toMatch(/socket_connections 1\n/);
      expect(text).toMatch(/db_pglite_queued_statements \d+\n/);
      expect(text).not.toContain(rentalId);
      for (const secret of [TOKEN, accessToken, first.user.email, second.user.email, first.user.id, '@'])
        expect(text).not.toContain(secret);
    } finally {
      socket.disconnect();
    }
  });

  it('shows the database at work: the pool on PostgreSQL, upkeep runs on PGlite', async () => {
    // A query just made leaves its connection idle in the pool for a while.
    const token = tokenOf(server, await superAdminOf(server));
    if (server.app.config.databaseUrl) {
      const text = await (await scrape(`Bearer ${TOKEN}`)).text();
      const total = Number(/db_pool_connections\{state="total"\} (\d+)\n/.exec(text)?.[1]);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/db_pool_connections\{state="waiting"\} \d+\n/);
      return;
    }
    // An import of more rows than the analyze threshold (50) starts an ANALYZE (docs/decisions.md#p29).
    const rows = Array.from({ length: 60 }, (_, i) => goodRow(`50770${String(i).padStart(5, '0')}`));
    const imported = await upload(
      server,
      pathTo(uploadsApi.importLeads),
      token,
      xlsxOf([HEADER, ...rows]),
      'l.xlsx',
    );
    expect(imported.body.message).toBe('Inserted: 60, Skipped: 0');
    await server.app.upkeep.idle();
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(/pglite_upkeep_duration_seconds_count\{trigger="bulk"\} 1\n/);
  });
});
