/**
 * Real time (docs/rules/messages.md, docs/rules/operations.md): socket.io on the API's HTTP server. A
 * handshake must carry a valid access token of an active user; a socket may join only its own user's
 * room, where `app.notify.creator` pushes a `newMessage` and `app.notify.leadReleased` a picker's
 * released lead, and only the board rooms of the scope its user supervises (rule D9.2), where
 * `app.notify.board` says a board changed. With DATABASE_URL, the Postgres adapter carries every event
 * to every server process.
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
} from '../../../src/contract';
import { allowedOrigin } from '../lib/allowed-origins';
import type { SessionUser } from '../lib/caller';
import { HttpError } from '../lib/http-error';
import { adminsOf } from '../services/operations/admin-of';

interface ServerEvents {
  newMessage(message: CreatorMessage): void;
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
    notify: {
      creator(creatorId: string, message: CreatorMessage): void;
      /**
       * The account was deleted or its password reset: its sockets close on every process, and only a
       * new sign-in's token opens one again.
       */
      accountEnded(userId: string): void;
      /**
       * The account moved to another group: its sockets close on every process, and the client opens
       * new ones with a refreshed token, whose handshake reads the account's new place (rule D4.8).
       */
      accountMoved(userId: string): void;
      /** The picker's held lead went back to the pool. */
      leadReleased(pickerId: string, event: LeadReleasedEvent): void;
      /** The boards of these admin groups (null: no group) and the super-admin's whole board changed. */
      board(adminIds: readonly (string | null)[]): void;
      /** The board of this user's group changed: looked up after the answer, so no request waits for it. */
      boardOf(userId: string): void;
      /** Every board changed (the global settings): each watcher reads its board again. */
      allBoards(): void;
    };
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
/** How long changes are gathered before the boards they concern are told (a board reads itself again). */
const BOARD_BATCH_MS = 100;
export const NOT_YOUR_ROOM = 'You may only join your own room';
/** How long a new connection may take to bring its token. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

const roomOf = (userId: string) => `user:${userId}`;
/** Every socket of a user, joined or not: the server's own room, never one a client asks for. */
const sessionOf = (userId: string) => `session:${userId}`;
/** Every picker's socket: presence on the board (rule D9.1). */
const PICKERS = 'pickers';
const WHOLE_BOARD = 'board:all';
const boardOf = (adminId: string) => `board:${adminId}`;
/** Every board socket, whichever board it watches: one emit reaches all of them on every process. */
const EVERY_BOARD = 'boards';

/** The board room `user` may watch for `adminId` (undefined: its own scope), or null when it may not. */
function boardRoom(user: SessionUser, adminId: unknown): string | null {
  if (adminId !== undefined && adminId !== null && typeof adminId !== 'string') return null;
  const asked = adminId || null;
  switch (user.role) {
    case 'super-admin':
      return asked ? boardOf(asked) : WHOLE_BOARD;
    case 'admin':
      return asked === null || asked === user._id ? boardOf(user._id) : null;
    case 'team-leader':
      if (user.assignFor !== 'rental-picker' || !user.adminId) return null;
      return asked === null || asked === user.adminId ? boardOf(user.adminId) : null;
    default:
      return null;
  }
}

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

  /** Closes every socket of `userId` on every process (the adapter carries it). */
  const closeSessions = (userId: string) => {
    io.in(sessionOf(userId)).disconnectSockets(true);
  };

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

  const boardsOf = (adminIds: readonly (string | null)[]) => [
    WHOLE_BOARD,
    ...new Set(adminIds.filter((id): id is string => id !== null).map(boardOf)),
  ];

  // Claims and finishes come by the hundred a second, and a board only needs to know that it should
  // read itself again: the users whose work changed are gathered for BOARD_BATCH_MS, their groups
  // looked up in one query and told in one emit, one NOTIFY on PostgreSQL (decisions P92).
  const changedUsers = new Set<string>();
  let batch: NodeJS.Timeout | undefined;
  const tellBoards = () => {
    batch = undefined;
    const userIds = [...changedUsers];
    changedUsers.clear();
    adminsOf(app.db, userIds).then(
      (adminIds) => io.to(boardsOf(adminIds)).emit('boardChanged'),
      (error: unknown) => app.log.warn({ err: error }, 'A board could not be told of a change'),
    );
  };
  /** Tells the board of `userId`'s group as it is then: looked up after the answer, so no request waits for it. */
  const tellBoardOf = (userId: string) => {
    changedUsers.add(userId);
    batch ??= setTimeout(tellBoards, BOARD_BATCH_MS);
  };

  io.on('connection', (client) => {
    const { user } = client.data;
    void client.join(sessionOf(user._id));
    if (user.role === 'data-picker') {
      void client.join(PICKERS);
      // Batched like every change: a picker reconnecting in a loop costs the boards one read per batch.
      tellBoardOf(user._id);
      // The picker may have moved to another group since it connected (rule D4.8): that group's board
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
  app.decorate('notify', {
    creator: (creatorId: string, message: CreatorMessage) => {
      io.to(roomOf(creatorId)).emit('newMessage', message);
    },
    accountEnded: closeSessions,
    accountMoved: closeSessions,
    leadReleased: (pickerId: string, event: LeadReleasedEvent) => {
      io.to(roomOf(pickerId)).emit('leadReleased', event);
    },
    board: (adminIds: readonly (string | null)[]) => {
      io.to(boardsOf(adminIds)).emit('boardChanged');
    },
    boardOf: tellBoardOf,
    allBoards: () => {
      io.to(EVERY_BOARD).emit('boardChanged');
    },
  });
  app.decorate('pickersOnline', async () => {
    const sockets = await io.in(PICKERS).fetchSockets();
    return new Set(sockets.map((socket) => socket.data.user._id));
  });

  // Open sockets would keep the HTTP server from closing: they go first. io.close() also closes the
  // HTTP server, which Fastify then finds already closed and accepts.
  app.addHook('preClose', async () => {
    clearTimeout(batch);
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
