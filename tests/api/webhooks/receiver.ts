/**
 * What the webhook tests share (docs/rules/integrations.md#d15.7): a receiver on loopback that records each request and
 * answers the statuses it is told, a subscription made through the API, and the log read back.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import {
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookEvent,
  webhooksApi,
} from '../../../src/contract';
import type { TestServer } from '../support';

export interface Received {
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The statuses of the next answers, in order; 200 once they run out. */
  answers: number[];
  /** Resolves once `count` requests have arrived (at once when they have). */
  reached(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.statusCode = answers.shift() ?? 200;
    response.end();
    for (const waiter of waiters) if (received.length >= waiter.count) waiter.resolve();
    waiters = waiters.filter((waiter) => received.length < waiter.count);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    reached: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A subscription that must be created, as `token`'s owner. */
export async function subscribe(
  server: TestServer,
  token: string,
  url: string,
  events: WebhookEvent[],
  adminId?: string,
): Promise<CreatedWebhook> {
  const created = await server.call(webhooksApi.create, { token, body: { url, events, adminId } });
  if (created.status !== 201) throw new Error(`subscribe failed: ${created.status} ${created.body.message}`);
  return created.body.data;
}

export async function deliveriesOf(
  server: TestServer,
  token: string,
  id: string,
): Promise<WebhookDelivery[]> {
  const answer = await server.call(webhooksApi.deliveries, { token, values: { id } });
  if (answer.status !== 200) throw new Error(`deliveries failed: ${answer.status}`);
  return answer.body.data;
}

/** The request's payload once its signature verified with the subscription's secret; throws otherwise. */
export const verified = (secret: string, request: Received) =>
  new Webhook(secret).verify(request.body, request.headers) as {
    type: WebhookEvent;
    data: Record<string, unknown>;
  };
