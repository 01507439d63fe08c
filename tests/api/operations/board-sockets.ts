/** Real socket.io clients of the operations tests: a picker's presence, a board watcher, a picker's own room. */
import { io as connectClient, type Socket } from 'socket.io-client';
import type { JoinBoardAnswer } from '../../../src/contract';
import type { TestServer } from '../support';

export interface SocketPool {
  /** Connects with `token`; resolves once connected, rejects with the server's refusal. */
  connect(token: string): Promise<Socket>;
  /** Disconnects every socket this pool opened. */
  closeAll(): void;
}

export function socketPool(server: Pick<TestServer, 'baseUrl'>): SocketPool {
  const opened: Socket[] = [];
  return {
    connect(token) {
      const socket = connectClient(new URL(server.baseUrl).origin, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      opened.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll() {
      for (const socket of opened.splice(0)) socket.disconnect();
    },
  };
}

/** Asks to watch a board: null for the caller's own scope, or an admin group's id. */
export const joinBoard = (socket: Socket, adminId: string | null = null): Promise<JoinBoardAnswer> =>
  socket.emitWithAck('joinBoard', adminId);

/** The next `event` on `socket`, or a rejection once `ms` passed without it. */
export function nextEvent<T = void>(socket: Socket, event: string, ms = 1000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, arrived);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    function arrived(payload: T) {
      clearTimeout(timer);
      resolve(payload);
    }
    socket.once(event, arrived);
  });
}
