/**
 * `npm run backup` and `npm run restore` on PGlite (docs/decisions.md#p83), run as users run them. The backup is
 * asked of a real server in its own process (its lock socket is the channel) while pickers claim,
 * finish and close deals and creators add leads over HTTP; the restored folder holds every write
 * acknowledged before the backup began, and opens and serves. Then the refusals, hostile files among
 * them (zeros that inflate a thousandfold, links, names outside the folder), each in bounded memory.
 * PGlite whatever DATABASE_URL says: every folder is this file's own and the children run without
 * DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockName } from '../../server/src/db/data-dir-lock';
import { PgliteClient } from '../../server/src/db/pglite-client';
import { closedRentals, rentals } from '../../server/src/db/schema';
import { dealsApi, type Endpoint, type Envelope, type ErrorBody, leadsApi, pathTo } from '../../src/contract';
import {
  addGroup,
  addLeads,
  createdBy,
  PNG,
  pgliteTemplate,
  runScript,
  type ScriptRun,
  type StaffGroup,
  startTestServer,
  type TestServer,
} from './support';
import { gzipOf, type TarEntry, tarPieces } from './support/hostile-backups';
import { type ServerProcess, startServerProcess } from './support/server-process';

const LOAD_TIMEOUT = 180_000;
const { DATABASE_URL: _url, JWT_SECRET: _secret, JWT_SECRET_PREVIOUS: _previous, ...baseEnv } = process.env;
const envFor = (dataDir: string): NodeJS.ProcessEnv => ({
  ...baseEnv,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
});

let root: string;
let folders = 0;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rental-leads-backup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A new folder of this file's: empty, or holding a migrated database. */
async function folder(withDatabase: boolean): Promise<string> {
  folders += 1;
  const made = join(root, `data-${folders}`);
  if (withDatabase) await cp(await pgliteTemplate(), made, { recursive: true });
  else await mkdir(made);
  return made;
}

/** The server in this process on `dataDir`, for seeding and reading a folder. */
const openFolder = (dataDir: string): Promise<TestServer> =>
  startTestServer({ dataDir, databaseUrl: undefined });

const backup = (file: string, env: NodeJS.ProcessEnv) => runScript('scripts/backup.ts', [file], env);

const MB = 1024 * 1024;
const PEAK_RSS_PRELOAD = fileURLToPath(new URL('./support/report-peak-rss.mjs', import.meta.url));
let restores = 0;

/** `npm run restore -- …args` into `dataDir`, and the restore process's peak resident memory in bytes. */
async function restore(args: string[], dataDir: string): Promise<ScriptRun & { peakRss: number }> {
  restores += 1;
  const peakFile = join(root, `peak-rss-${restores}`);
  const env = {
    ...envFor(dataDir),
    NODE_OPTIONS: `${baseEnv.NODE_OPTIONS ?? ''} --import=${PEAK_RSS_PRELOAD}`,
    PEAK_RSS_FILE: peakFile,
  };
  const run = await runScript('scripts/restore.ts', args, env);
  return { ...run, peakRss: Number(await readFile(peakFile, 'utf8')) };
}

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

/** A backup of a folder no server holds, with three leads: the file the refusal tests also read. */
let offline: Promise<{ file: string; made: ScriptRun; ids: string[] }> | undefined;

/** Made once, by the first test that needs it: the tests stay independent of their order. */
function offlineBackup() {
  offline ??= (async () => {
    const dataDir = await folder(true);
    const seeding = await openFolder(dataDir);
    const [creator] = (await addGroup(seeding, { leaders: 1, creators: 1, pickers: 0 })).creators;
    const leads = await addLeads(seeding, [createdBy(creator!), createdBy(creator!), createdBy(creator!)]);
    await seeding.close();
    const file = join(root, 'offline.tar.gz');
    return { file, made: await backup(file, envFor(dataDir)), ids: leads.map((lead) => lead.id) };
  })();
  return offline;
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

      const file = join(root, 'under-load.tar.gz');
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
      const made = await backup(join(root, 'squatted.tar.gz'), envFor(dataDir));
      expect(made.code).toBe(1);
      expect(made.stderr).toContain('could not prove it is the server using that folder');
      expect(heard).toMatch(/^[0-9a-f]{32}\n$/);
      expect(heard).not.toContain(token);
      expect(existsSync(join(root, 'squatted.tar.gz'))).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});

describe('npm run backup and restore with no server', () => {
  it('backs up a folder no server holds, and restores it into a new folder', async () => {
    const { file, made, ids } = await offlineBackup();
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('no server was running on it');

    const restored = await folder(false);
    expect((await restore([file], restored)).code).toBe(0);
    const reopened = await openFolder(restored);
    try {
      const leads = await reopened.app.db.select({ id: rentals.id }).from(rentals);
      expect(leads.map((lead) => lead.id).sort()).toEqual(ids.sort());
    } finally {
      await reopened.close();
    }
  });

  it('refuses to back up a folder with no database', async () => {
    const empty = await folder(false);
    const file = join(root, 'nothing.tar.gz');
    const result = await backup(file, envFor(empty));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${empty} holds no Rental Leads database to back up`);
    expect(existsSync(file)).toBe(false);
  });
});

describe('npm run restore refuses', () => {
  /** Nothing of a refused restore is left in the folder. */
  const untouched = async (dataDir: string, before: string[]) =>
    expect((await readdir(dataDir)).sort()).toEqual(before.sort());

  /** The offline backup with `entry` added after its last entry, so a whole database comes first. */
  async function backupWith(entry: TarEntry): Promise<Buffer> {
    const tar = gunzipSync(await readFile((await offlineBackup()).file));
    // backup-file.ts ends the archive with exactly two zero blocks.
    return gzipOf([tar.subarray(0, tar.length - 1024), ...tarPieces([entry])]);
  }

  /** A restore's memory does not grow with what the file unpacks to (the hostile files reach 2 GiB). */
  const PEAK_RSS_BOUND = 600 * MB;

  it.each([
    [
      'bytes that are no archive',
      async () => Buffer.from('not a backup at all'),
      'is not a Rental Leads backup: it is not a complete tar archive',
    ],
    [
      'bytes whose first block is no tar header',
      async () => Buffer.alloc(1024, 'A'),
      'is not a Rental Leads backup: it is not a tar archive, or a damaged one (the header at byte 0 does not add up)',
    ],
    [
      'a backup cut short',
      async () => (await readFile((await offlineBackup()).file)).subarray(0, 4_000),
      'is not a Rental Leads backup: its gzip data is damaged or cut short',
    ],
    [
      'a 2 MB file of one 2 GiB file of zeros',
      async () => gzipOf(tarPieces([{ name: '/base/1/16384', type: '0', content: { zeros: 2048 * MB } }])),
      'is not a Rental Leads backup: it holds base/1/16384, a file of 2048 MiB, and PostgreSQL splits every file of a database at 1024 MiB',
    ],
    [
      'a 1 MB file of 1000 MiB of zeros, unpacked before it shows it holds no database',
      async () => gzipOf(tarPieces([{ name: '/base/1/16384', type: '0', content: { zeros: 1000 * MB } }])),
      'is not a Rental Leads backup: it holds no database folder (no PG_VERSION)',
    ],
    [
      'a backup with an entry named ../escape',
      () => backupWith({ name: '../escape', type: '0', content: Buffer.from('escaped') }),
      'is not a Rental Leads backup: it holds ../escape, a name outside the database folder',
    ],
    [
      'an entry named with a Windows separator',
      async () => gzipOf(tarPieces([{ name: '..\\escape', type: '0', content: Buffer.from('escaped') }])),
      'is not a Rental Leads backup: it holds ..\\escape, a name outside the database folder',
    ],
    [
      'a named pipe',
      async () => gzipOf(tarPieces([{ name: '/pg_pipe', type: '6' }])),
      'is not a Rental Leads backup: it holds pg_pipe, an entry of a kind no database folder has (tar type "6")',
    ],
    [
      'a backup with a symbolic link',
      () => backupWith({ name: '/pg_outside', type: '2', link: '/etc' }),
      'is not a Rental Leads backup: it holds a link (pg_outside), and a database folder has none',
    ],
    [
      'a backup with a hard link',
      () => backupWith({ name: '/pg_passwd', type: '1', link: '/etc/passwd' }),
      'is not a Rental Leads backup: it holds a link (pg_passwd), and a database folder has none',
    ],
    [
      'a backup with 100,001 entries',
      async () =>
        gzipOf(tarPieces(Array.from({ length: 100_001 }, () => ({ name: '/base', type: '5' as const })))),
      'is not a Rental Leads backup: it holds over 100000 entries, and a database folder has about a thousand',
    ],
    [
      'a backup that goes on past its end',
      async () =>
        gzipOf([
          ...tarPieces([{ name: '/PG_VERSION', type: '0', content: Buffer.from('17\n') }]),
          { zeros: 64 * MB },
        ]),
      "is not a Rental Leads backup: it goes on past the archive's end",
    ],
    [
      // PGlite's loader threw Emscripten's ErrnoError here, an object with no message: "[object Object]".
      'a file where a folder must be',
      async () =>
        gzipOf(
          tarPieces([
            { name: '/PG_VERSION', type: '0', content: Buffer.from('17\n') },
            { name: '/base', type: '0', content: Buffer.from('a file') },
            { name: '/base/1', type: '5' },
          ]),
        ),
      'cannot be unpacked: ENOTDIR: not a directory',
    ],
  ])(
    '%s, writing nothing, in bounded memory, with one clear sentence',
    async (what, bytes, message) => {
      const bad = join(root, `bad-${folders}.tar.gz`);
      await writeFile(bad, await bytes());
      const target = await folder(false);
      const result = await restore([bad], target);
      console.log(
        `restore of ${what}: peak RSS ${(result.peakRss / MB).toFixed(0)} MiB, ${result.ms.toFixed(0)} ms`,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${bad} ${message}`);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toContain('[object Object]');
      await untouched(target, []);
      expect(existsSync(join(root, 'escape'))).toBe(false);
      expect(result.peakRss).toBeLessThan(PEAK_RSS_BOUND);
    },
    120_000,
  );

  it('a database that is not a Rental Leads one, writing nothing', async () => {
    const other = await folder(false);
    // A bare PGlite database: initdb, no migrations.
    await (await PgliteClient.open(join(other, 'pglite'), () => {})).close();
    const file = join(root, 'other.tar.gz');
    expect((await backup(file, envFor(other))).code).toBe(0);
    const target = await folder(false);
    const result = await restore([file], target);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file} holds a database, but not a Rental Leads one`);
    await untouched(target, []);
  });

  it('a folder that has a database, unless --force', async () => {
    const target = await folder(true);
    const before = await readdir(target);
    const { file } = await offlineBackup();
    const refused = await restore([file], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${target} already holds a database`);
    await untouched(target, before);

    const forced = await restore([file, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    await untouched(target, before);
    const reopened = await openFolder(target);
    try {
      expect(await reopened.app.db.select({ id: rentals.id }).from(rentals)).toHaveLength(3);
    } finally {
      await reopened.close();
    }
  });

  it('a folder a server holds', async () => {
    const target = await folder(false);
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/api/support/hold-data-dir.ts', target],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
        holder.once('exit', (code) => reject(new Error(`hold-data-dir exited with ${code}`)));
      });
      const result = await restore([(await offlineBackup()).file], target);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Another Rental Leads server is already using ${target}`);
      await untouched(target, []);
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
  });
});

describe('with DATABASE_URL', () => {
  it.each([
    ['backup', 'pg_dump --format=custom --file=FILE "$DATABASE_URL"'],
    ['restore', 'pg_restore --no-owner --dbname="$DATABASE_URL" FILE'],
  ])('npm run %s refuses without connecting and prints the PostgreSQL way', async (command, line) => {
    const dataDir = await folder(false);
    const file = join(root, `postgres-${command}.tar.gz`);
    // Nothing listens on port 9: a command that tried to connect would fail differently.
    const env = { ...envFor(dataDir), DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:9/none' };
    const result = await runScript(`scripts/${command}.ts`, [file], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `DATABASE_URL is set, so the database is PostgreSQL: \`npm run ${command}\``,
    );
    expect(result.stderr).toContain(line);
    expect(existsSync(file)).toBe(false);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
