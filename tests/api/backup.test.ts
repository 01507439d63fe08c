import { existsSync, realpathSync } from 'node:fs';
import { readdir, readFile, realpath } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockName } from '../../server/src/db/data-dir-lock';
import { closedRentals, rentals } from '../../server/src/db/schema';
import { dealsApi, type Endpoint, type Envelope, type ErrorBody, leadsApi, pathTo } from '../../src/contract';
import { addGroup, addLeads, createdBy, PNG, type StaffGroup } from './support';
import { backup, backupFolders, envFor, MB, openFolder } from './support/backup-folders';
import { type ServerProcess, startServerProcess } from './support/server-process';

const LOAD_TIMEOUT = 180_000;

const files = backupFolders();
const { folder, restore } = files;

/** Runs `work` while the server runs in its own process on `dataDir`. */
async function whileServing<T>(dataDir: string, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServerProcess(envFor(dataDir));
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** `ms`: from sending the request to its answer. */
type Answer<T> = { ok: boolean; status: number; body: Envelope<T> & ErrorBody; ms: number };

async function send<T, Body, Query>(
  base: string,
  token: string,
  target: Endpoint<T, Body, Query>,
  body?: Body,
): Promise<Answer<T>> {
  const sent = performance.now();
  const response = await fetch(`${base}${pathTo(target)}`, {
    method: target.method,
    headers: { authorization: token, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  return { ok: response.ok, status: response.status, body: answer, ms: performance.now() - sent };
}

/** A deal on `lead` as the Deal Closing form sends it: FormData with its JSON and a proof image. */
async function closeDeal(
  base: string,
  token: string,
  lead: { number: string },
): Promise<Answer<{ _id: string }>> {
  const form = new FormData();
  const data = { number: lead.number, client_email: 'client@example.test', payment_method: 'trans-union' };
  form.append('data', JSON.stringify(data));
  form.append('closing_image', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const sent = performance.now();
  const response = await fetch(`${base}${pathTo(dealsApi.close)}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const answer = await response.json();
  return { ok: response.ok, status: response.status, body: answer, ms: performance.now() - sent };
}

/** Writes the server acknowledged, each with the moment its success answer arrived. */
interface Acknowledged {
  claimed: { lead: string; picker: string }[];
  finished: string[];
  created: string[];
  deals: string[];
}

interface Load {
  acks: { at: number; kind: keyof Acknowledged; value: unknown }[];
  /** Every answer: when it arrived and how long it took. */
  answers: { at: number; ms: number }[];
  failures: string[];
  stop(): Promise<void>;
}

/** Pickers claim, finish and close a deal on every other lead; creators add leads; until stopped. */
function startLoad(base: string, group: StaffGroup): Load {
  const load: Load = { acks: [], answers: [], failures: [], stop: async () => {} };
  let running = true;
  const ack = (kind: Load['acks'][number]['kind'], value: unknown) =>
    load.acks.push({ at: performance.now(), kind, value });
  const check = <T>(what: string, answer: Answer<T>): T => {
    load.answers.push({ at: performance.now(), ms: answer.ms });
    if (!answer.ok) throw new Error(`${what}: ${answer.status} ${answer.body.message}`);
    return answer.body.data;
  };
  const picker = async (token: string, id: string) => {
    for (let round = 0; running; round++) {
      const { rental } = check('claim', await send(base, token, leadsApi.claim));
      ack('claimed', { lead: rental._id, picker: id });
      check('finish', await send(base, token, leadsApi.finish, { number_status: 'valid' as const }));
      ack('finished', rental._id);
      if (round % 2 === 0) ack('deals', check('deal', await closeDeal(base, token, rental))._id);
    }
  };
  let numbers = 0;
  const creator = async (token: string) => {
    while (running) {
      numbers += 1;
      const lead = check(
        'create',
        await send(base, token, leadsApi.create, {
          facebook_name: 'Facebook Name',
          client_name: 'Client Name',
          number: `+150761${String(numbers).padStart(5, '0')}`,
          rent: '$800',
          houseApt_details: '1 bedroom',
          // Each its own flat and post: docs/rules/leads.md#d5.14 refuses a post or a flat seen already.
          address: `Calle ${numbers}`,
          post_link: `https://facebook.com/post/${numbers}`,
        }),
      );
      ack('created', lead._id);
    }
  };
  const workers = [
    ...group.pickers.map((p) => picker(p.token, p.id)),
    ...group.creators.map((c) => creator(c.token)),
  ].map((work) =>
    work.catch((error: Error) => {
      load.failures.push(error.message);
    }),
  );
  load.stop = async () => {
    running = false;
    await Promise.all(workers);
  };
  return load;
}

/** What was acknowledged before `moment`. */
function acknowledgedBefore(load: Load, moment: number): Acknowledged {
  const before = load.acks.filter((a) => a.at < moment);
  const of = <T>(kind: Load['acks'][number]['kind']) =>
    before.filter((a) => a.kind === kind).map((a) => a.value as T);
  return {
    claimed: of('claimed'),
    finished: of('finished'),
    created: of('created'),
    deals: of('deals'),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `request` on the lock socket of the server holding `dataDir` and returns its whole answer. */
async function askLockSocket(dataDir: string, request: string): Promise<string> {
  const socket = connect({ path: lockName(await realpath(dataDir)) });
  return new Promise((resolve, reject) => {
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

describe('npm run backup while the server works', () => {
  it(
    'backs up a running server under claims, and the restore holds every acknowledged write',
    async () => {
      const dataDir = await folder(true);
      const seeding = await openFolder(dataDir);
      const group = await addGroup(seeding, {
        leaders: 1,
        creators: 2,
        pickers: 4,
        pickLimit: 1_000_000_000,
        adminPickLimit: 1_000_000_000,
      });
      const creator = group.creators[0]!;
      await addLeads(
        seeding,
        Array.from({ length: 3_000 }, () => createdBy(creator)),
      );
      await seeding.close();

      const file = join(files.root, 'under-load.tar.gz');
      const { load, began, ended, made } = await whileServing(dataDir, async (server) => {
        const load = startLoad(server.base, group);
        try {
          // Enough acknowledged writes of every kind before the backup, however slow the machine.
          const count = (kind: keyof Acknowledged) => load.acks.filter((a) => a.kind === kind).length;
          while (
            load.failures.length === 0 &&
            (count('claimed') < 20 || count('deals') < 5 || count('created') < 20)
          ) {
            await sleep(50);
          }
          const began = performance.now();
          const made = await backup(file, envFor(dataDir));
          const ended = performance.now();
          await sleep(300);
          await load.stop();
          // Only the folder's owner, through the token, gets a dump out of the lock socket.
          expect(await askLockSocket(dataDir, `${'0'.repeat(64)}\n`)).toBe(
            `${JSON.stringify({ error: 'the backup token does not match this server' })}\n`,
          );
          return { load, began, ended, made };
        } finally {
          await load.stop();
        }
      });
      expect(load.failures).toEqual([]);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toContain('made by the server running on it');
      // The snapshot the server made for the command is gone with the command.
      expect((await readdir(dataDir)).filter((name) => name.startsWith('backup-snapshot-'))).toEqual([]);
      const before = acknowledgedBefore(load, began);
      const during = load.acks.filter((a) => a.at >= began && a.at < ended);
      // The backup really ran under load: writes were acknowledged before it and while it ran.
      expect(before.claimed.length).toBeGreaterThanOrEqual(20);
      expect(before.deals.length).toBeGreaterThanOrEqual(5);
      expect(before.created.length).toBeGreaterThanOrEqual(20);
      expect(during.length).toBeGreaterThan(10);

      const restored = await folder(false);
      const restoring = await restore([file], restored);
      expect(restoring.stderr).toBe('');
      expect(restoring.code).toBe(0);
      const reopened = await openFolder(restored);
      try {
        const { db } = reopened.app;
        const claimedIds = before.claimed.map((c) => c.lead);
        const leads = await db
          .select({ id: rentals.id, fetcherId: rentals.fetcherId, isFinished: rentals.isFinished })
          .from(rentals)
          .where(inArray(rentals.id, [...claimedIds, ...before.created]));
        const byId = new Map(leads.map((lead) => [lead.id, lead]));
        for (const { lead, picker } of before.claimed) expect(byId.get(lead)?.fetcherId).toBe(picker);
        for (const lead of before.finished) expect(byId.get(lead)?.isFinished).toBe(true);
        for (const lead of before.created) expect(byId.has(lead)).toBe(true);
        const deals = await db
          .select({ id: closedRentals.id })
          .from(closedRentals)
          .where(inArray(closedRentals.id, before.deals));
        expect(deals.map((d) => d.id).sort()).toEqual([...before.deals].sort());
        // The restored folder serves: the picker's next claim works on it.
        const claim = await reopened.call(leadsApi.claim, { token: group.pickers[0]!.token });
        expect(claim.status).toBe(200);
      } finally {
        await reopened.close();
      }
      const slowest = (from: number, to: number) =>
        Math.max(...load.answers.filter((a) => a.at >= from && a.at < to).map((a) => a.ms)).toFixed(0);
      console.log(
        `backup under load: ${made.ms.toFixed(0)} ms (${during.length} writes acknowledged meanwhile, ` +
          `slowest answer ${slowest(began, ended)} ms against ${slowest(0, began)} ms before), ` +
          `restore ${restoring.ms.toFixed(0)} ms (peak RSS ${(restoring.peakRss / MB).toFixed(0)} MiB); checked ${before.claimed.length} claims, ` +
          `${before.created.length} new leads, ${before.deals.length} deals. ${made.stdout.trim()}`,
      );
    },
    LOAD_TIMEOUT,
  );
});

describe('the lock socket', () => {
  it('gives no snapshot to a caller that sends a nonce but cannot prove the token', async () => {
    const dataDir = await folder(true);
    await whileServing(dataDir, async () => {
      const socket = connect({ path: lockName(await realpath(dataDir)) });
      const lines: string[] = [];
      let buffered = '';
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('data', (chunk) => {
        buffered += chunk;
        const [first, ...rest] = buffered.split('\n');
        if (rest.length === 0) return;
        lines.push(first!);
        buffered = rest.join('\n');
        // The server's challenge, answered with a proof made from a guessed token.
        if (lines.length === 1) socket.write(`${'ab'.repeat(32)}\n`);
        else if (buffered) lines.push(buffered);
      });
      socket.write(`${'0'.repeat(32)}\n`);
      await closed;
      expect(lines[0]).toMatch(/^[0-9a-f]{32} [0-9a-f]{64}$/);
      expect(lines[1]).toBe(JSON.stringify({ error: 'the backup token does not match this server' }));
      expect(lines).toHaveLength(2);
    });
  });

  it('keeps the token from a local user who listens on the lock while the server is down', async () => {
    const dataDir = await folder(true);
    // A server ran on the folder once: its token file is there.
    await whileServing(dataDir, async () => {});
    const token = (await readFile(join(dataDir, 'backup.token'), 'utf8')).trim();
    let heard = '';
    const squatter = createServer((socket) => {
      socket.on('data', (chunk) => {
        heard += chunk;
        // What a squatter would answer: anything but a proof.
        socket.write(`${'1'.repeat(32)} ${'2'.repeat(64)}\n`);
      });
    });
    await new Promise<void>((resolve) => squatter.listen({ path: lockName(realpathSync(dataDir)) }, resolve));
    try {
      const made = await backup(join(files.root, 'squatted.tar.gz'), envFor(dataDir));
      expect(made.code).toBe(1);
      expect(made.stderr).toContain('could not prove it is the server using that folder');
      expect(heard).toMatch(/^[0-9a-f]{32}\n$/);
      expect(heard).not.toContain(token);
      expect(existsSync(join(files.root, 'squatted.tar.gz'))).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
