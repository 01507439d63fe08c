/**
 * The board bench's browsers, in their own process: pickers claiming and finishing over HTTP with a
 * think time, and one admin's board watching its socket and reading the board the way the widget does
 * (one read in flight, one queued: docs/decisions.md#p76). Receives a Job and answers a BoardResult.
 */
import { Agent, request } from 'node:http';
import { io } from 'socket.io-client';
import { leadsApi, operationsApi, pathTo } from '../../src/contract';

export interface Job {
  origin: string;
  pickerTokens: string[];
  boardToken: string;
  seconds: number;
  /** Mean think time (ms) between a claim and its finish, and between a finish and the next claim. */
  think: number;
}

export interface BoardResult {
  claims: number;
  boardReads: number;
  readP50: number;
  /** From a claim's answer to the end of the first board read that shows it (ms). */
  latencies: number[];
  /** Claims finished before any board read showed them. */
  unseen: number;
}

const agent = new Agent({ keepAlive: true });
const API = '/api/v1';

function call<T>(origin: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = { authorization: token };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const sent = request(`${origin}${API}${path}`, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (response.statusCode === 200) resolve((JSON.parse(text) as { data: T }).data);
        else reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Uniform between half and one and a half times the mean. */
const thinkTime = (mean: number) => mean * (0.5 + Math.random());

interface Pending {
  rentalId: string;
  answeredAt: number;
}

async function run({ origin, pickerTokens, boardToken, seconds, think }: Job): Promise<BoardResult> {
  const pending = new Map<number, Pending>();
  const latencies: number[] = [];
  const readTimes: number[] = [];
  let unseen = 0;
  let claims = 0;

  type Board = { pickers: { _id: string; holding: { rentalId: string } | null }[] };
  const pickerIds: string[] = [];
  let reading = false;
  let queued = false;
  const read = async (): Promise<void> => {
    if (reading) {
      queued = true;
      return;
    }
    reading = true;
    const began = performance.now();
    const board = await call<Board>(origin, boardToken, 'GET', pathTo(operationsApi.board, {}));
    const done = performance.now();
    readTimes.push(done - began);
    const held = new Map(board.pickers.map((row) => [row._id, row.holding?.rentalId]));
    for (const [worker, claim] of pending) {
      if (held.get(pickerIds[worker]!) === claim.rentalId) {
        latencies.push(done - claim.answeredAt);
        pending.delete(worker);
      }
    }
    reading = false;
    if (queued) {
      queued = false;
      await read();
    }
  };

  const socket = io(origin, { path: '/socket.io', transports: ['websocket'], auth: { token: boardToken } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('joinBoard', null, (answer: { ok: boolean; message?: string }) =>
        answer.ok ? resolve() : reject(new Error(answer.message)),
      ),
    );
  });
  socket.on('boardChanged', () => void read());

  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    pickerTokens.map(async (token, worker) => {
      await sleep(Math.random() * think);
      while (performance.now() < deadline) {
        const claim = await call<{ rental: { _id: string; fetcherId: string } }>(
          origin,
          token,
          'GET',
          pathTo(leadsApi.claim, {}),
        );
        pickerIds[worker] = claim.rental.fetcherId;
        pending.set(worker, { rentalId: claim.rental._id, answeredAt: performance.now() });
        claims += 1;
        await sleep(thinkTime(think));
        if (pending.delete(worker)) unseen += 1;
        await call(origin, token, 'PATCH', pathTo(leadsApi.finish, {}), { number_status: 'valid' });
        await sleep(thinkTime(think));
      }
    }),
  );
  socket.close();
  readTimes.sort((a, b) => a - b);
  return {
    claims,
    boardReads: readTimes.length,
    readP50: readTimes[readTimes.length >> 1] ?? 0,
    latencies,
    unseen,
  };
}

process.once('message', async (job: Job) => {
  const result = await run(job);
  process.send!(result, () => process.exit(0));
});
