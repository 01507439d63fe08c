/**
 * Real time (docs/rules/messages.md, docs/rules/operations.md): socket.io on the API's HTTP server. A
 * handshake must carry a valid access token of an active user; a socket may join only its own user's
 * room, where it hears its `newMessage` and its leads' `threadMessage`, a picker its released lead, and only the board
 * rooms of the scope its user supervises (docs/rules/operations.md#d9.2), which hear that a board changed. What they hear
 * comes from the services' events (lib/events.ts), listened to in socket-events.ts. With DATABASE_URL,
 * the Postgres adapter carries every emit to every server process.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Server } from 'socket.io';
import {
  type CreatorMessage,
  type JoinBoardAnswer,
  type LeadReleasedEvent,
  NOT_YOUR_BOARD,
  type ThreadMessageEvent,
} from '../../../src/contract';
import { allowedOrigin } from '../lib/allowed-origins';
import type { SessionUser } from '../lib/caller';
import { HttpError } from '../lib/http-error';
import { listenToEvents } from './socket-events';
import { boardRoom, EVERY_BOARD, PICKERS, roomOf, sessionOf, signInOf } from './socket-rooms';

interface ServerEvents {
  newMessage(message: CreatorMessage): void;
  threadMessage(event: ThreadMessageEvent): void;
  leadReleased(event: LeadReleasedEvent): void;
  /** Something on the board changed: a watcher reads the board again. */
  boardChanged(): void;
}
type JoinAck = (answer: JoinBoardAnswer) => void;
interface ClientEvents {
  join(userId: unknown, ack?: JoinAck): void;
  /** Watch a board: no admin id for the caller's own scope; the super-admin may name one group. */
  joinBoard(adminId: unknown, ack?: JoinAck): void;
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
    /** The pickers with a connected socket, on any process. */
    pickersOnline(): Promise<Set<string>>;
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
/** How long a new connection may take to bring its token. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

async function socket(app: FastifyInstance) {
  const origins = app.config.allowedOrigins;
  const io: SocketServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // A handshake costs a session until its client proves a token in its CONNECT packet: one that
    // never does is dropped soon. Clients send ids and nothing bigger.
    connectTimeout: HANDSHAKE_TIMEOUT_MS,
    maxHttpBufferSize: 16 * 1024,
    // The polling transport's requests from the allowed origins' pages; a WebSocket knows no CORS, and
    // every socket must still bring a valid token.
    ...(origins.length > 0 && { cors: { origin: allowedOrigin(origins), credentials: true } }),
  });

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

  const { tellBoardOf, stop } = listenToEvents(app, io);

  io.on('connection', (client) => {
    const { user } = client.data;
    void client.join(user.sessionId ? [sessionOf(user._id), signInOf(user.sessionId)] : sessionOf(user._id));
    if (user.role === 'data-picker') {
      void client.join(PICKERS);
      // Batched like every change: a picker reconnecting in a loop costs the boards one read per batch.
      tellBoardOf(user._id);
      // The picker may have moved to another group since it connected (docs/rules/people.md#d4.8): that group's board
      // shows it offline now. A closing server's boards go with it.
      client.once('disconnect', (reason) => {
        if (reason !== 'server shutting down') tellBoardOf(user._id);
      });
    }
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
    client.on('joinBoard', (adminId, ack) => {
      const answer = typeof ack === 'function' ? ack : () => {};
      const room = boardRoom(client.data.user, adminId);
      if (!room) return answer({ ok: false, message: NOT_YOUR_BOARD });
      // One board at a time: a super-admin changing its group filter stops hearing the last one.
      for (const joined of client.rooms) if (joined.startsWith('board:')) void client.leave(joined);
      void client.join([room, EVERY_BOARD]);
      answer({ ok: true });
    });
  });

  app.decorate('io', io);
  app.decorate('pickersOnline', async () => {
    const sockets = await io.in(PICKERS).fetchSockets();
    return new Set(sockets.map((socket) => socket.data.user._id));
  });

  // Open sockets would keep the HTTP server from closing: they go first. io.close() also closes the
  // HTTP server, which Fastify then finds already closed and accepts.
  app.addHook('preClose', async () => {
    stop();
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

export default fp(socket, { name: 'socket', dependencies: ['auth', 'events'] });
