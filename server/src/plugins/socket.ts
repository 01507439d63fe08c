/**
 * Real time (docs/rules/messages.md): socket.io on the API's HTTP server. A handshake must carry a
 * valid access token of an active user; a socket may join only its own user's room;
 * `app.notify.creator` pushes a `newMessage` there. With DATABASE_URL, the Postgres adapter carries it
 * to every server process.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Server } from 'socket.io';
import type { CreatorMessage } from '../../../src/contract';
import type { SessionUser } from '../lib/caller';
import { HttpError } from '../lib/http-error';

interface ServerEvents {
  newMessage(message: CreatorMessage): void;
}
type JoinAck = (answer: { ok: true } | { ok: false; message: string }) => void;
interface ClientEvents {
  join(userId: unknown, ack?: JoinAck): void;
}
interface SocketData {
  user: SessionUser;
  /** When the access token the socket was opened with expires (ms since the epoch). */
  expiresAt: number;
}
export type SocketServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
    notify: {
      creator(creatorId: string, message: CreatorMessage): void;
      /** The account was deleted: its sockets close on every process, and cannot come back. */
      accountEnded(userId: string): void;
    };
  }
}

/** Waits, a second at most, until no connection of the pool is busy with a query. */
async function settled(pool: pg.Pool): Promise<void> {
  const until = Date.now() + 1000;
  while (pool.totalCount > pool.idleCount && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const SOCKET_PATH = '/socket.io';
export const NOT_YOUR_ROOM = 'You may only join your own room';

const roomOf = (userId: string) => `user:${userId}`;
/** Every socket of a user, joined or not: the server's own room, never one a client asks for. */
const sessionOf = (userId: string) => `session:${userId}`;

async function socket(app: FastifyInstance) {
  const io: SocketServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });

  let pool: pg.Pool | undefined;
  // The adapter connects its LISTEN client asynchronously and never releases one that connects after
  // it was closed, which would keep pool.end() waiting forever: closing ends every client itself.
  const clients = new Set<pg.PoolClient>();
  let closing = false;
  if (app.config.databaseUrl) {
    // Its own small pool: the adapter keeps one connection LISTENing for as long as the server runs.
    pool = new pg.Pool({ connectionString: app.config.databaseUrl, max: 3 });
    pool.on('error', (error) => app.log.error({ err: error }, 'A socket adapter connection failed'));
    pool.on('connect', (client) => {
      clients.add(client);
      if (closing) void client.end();
    });
    io.adapter(
      createAdapter(pool, { errorHandler: (error) => app.log.warn({ err: error }, 'Socket adapter') }),
    );
  }

  io.use((client, next) => {
    const token: unknown = client.handshake.auth?.token;
    const raw = typeof token === 'string' ? token.replace(/^Bearer\s+/i, '') : undefined;
    app.authenticate(raw).then(
      (user) => {
        client.data.user = user;
        client.data.expiresAt = (app.jwt.decode<{ exp: number }>(raw!)?.exp ?? 0) * 1000;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof HttpError)) app.log.error({ err: error }, 'Socket handshake failed');
        next(new Error(error instanceof HttpError ? error.message : 'Something went wrong'));
      },
    );
  });

  io.on('connection', (client) => {
    void client.join(sessionOf(client.data.user._id));
    // A socket lives no longer than its token: its transport is then dropped, as a lost connection,
    // and the client reconnects with its refreshed token, or is refused.
    const expiry = setTimeout(
      () => client.conn.close(),
      Math.max(0, client.data.expiresAt - app.config.now().getTime()),
    );
    client.once('disconnect', () => clearTimeout(expiry));
    client.on('join', (userId, ack) => {
      const answer = typeof ack === 'function' ? ack : () => {};
      if (userId !== client.data.user._id) return answer({ ok: false, message: NOT_YOUR_ROOM });
      void client.join(roomOf(client.data.user._id));
      answer({ ok: true });
    });
  });

  app.decorate('io', io);
  app.decorate('notify', {
    creator: (creatorId: string, message: CreatorMessage) => {
      io.to(roomOf(creatorId)).emit('newMessage', message);
    },
    accountEnded: (userId: string) => {
      io.in(sessionOf(userId)).disconnectSockets(true);
    },
  });

  // Open sockets would keep the HTTP server from closing: they go first. io.close() also closes the
  // HTTP server, which Fastify then finds already closed and accepts.
  app.addHook('preClose', async () => {
    await io.close();
  });
  app.addHook('onClose', async () => {
    closing = true;
    // io.close() closed the adapter, whose farewell to the other processes is still on its way:
    // ending the pool under it would cut that query off ('Connection terminated').
    if (pool) await settled(pool);
    const ended = pool?.end();
    await Promise.all([...clients].map((client) => client.end().catch(() => undefined)));
    // Every connection is closed by now; the pool itself may still wait for a client the adapter
    // checked out and never released, so it gets a moment and no more.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  });
}

export default fp(socket, { name: 'socket', dependencies: ['auth'] });
