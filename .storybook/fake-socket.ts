/**
 * A socket.io server and client in memory, for stories and tests: `fakeSockets.factory` replaces the
 * real socket through `setSocketFactory`, so no story or test ever opens a network connection.
 */
import type { SocketFactory, SocketLike, SocketOptions } from '../src/core/socket';

type Listener = (...args: never[]) => void;

export class FakeSocket implements SocketLike {
  connected = false;
  active = false;
  /** What the client emitted (`['join', 'u-cr']`, …). */
  readonly emitted: unknown[][] = [];
  /** The token sent with each connection attempt. */
  readonly handshakes: (string | null)[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly url: string,
    readonly options: SocketOptions,
    private readonly autoAccept: boolean,
  ) {}

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    return this;
  }

  connect() {
    this.active = true;
    this.options.auth((data) => this.handshakes.push(data.token));
    if (this.autoAccept) queueMicrotask(() => this.accept());
    return this;
  }

  disconnect() {
    const wasConnected = this.connected;
    this.connected = false;
    this.active = false;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The server accepts the pending connection. */
  accept() {
    if (!this.active || this.connected) return;
    this.connected = true;
    this.fire('connect');
  }

  /** The server's middleware refuses the connection: socket.io stops trying by itself. */
  refuse(message = 'Unauthorized') {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** The server sends an event to this client. */
  push(event: string, ...args: unknown[]) {
    if (this.connected) this.fire(event, ...args);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

/** Every socket the page made, newest last. */
export const fakeSockets = {
  all: [] as FakeSocket[],
  /** Sockets connect as soon as they ask; tests that script the handshake turn this off. */
  autoAccept: true,
  factory: (async (url, options) => {
    const socket = new FakeSocket(url, options, fakeSockets.autoAccept);
    fakeSockets.all.push(socket);
    return socket;
  }) as SocketFactory,
  latest: (): FakeSocket | undefined => fakeSockets.all.at(-1),
  /** The server pushes an event to every connected client. */
  push(event: string, ...args: unknown[]) {
    for (const socket of fakeSockets.all) socket.push(event, ...args);
  },
  reset() {
    fakeSockets.all.length = 0;
    fakeSockets.autoAccept = true;
  },
};
