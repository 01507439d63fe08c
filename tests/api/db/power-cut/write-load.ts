/**
 * Writes of every kind sent to a server process until stopped, each success noted with the moment its
 * answer arrived (the system's monotonic clock, which every process and thread shares): pickers claim
 * and finish, as valid or with No Answer, and close a deal on every other valid lead; creators add
 * leads; the super-admin imports files of new leads to the pool.
 */
import { dealsApi, type Endpoint, leadsApi, pathTo, uploadsApi } from '../../../../src/contract';
import { csvOf, goodRow, HEADER, PNG, type Staff, type StaffGroup } from '../../support';

export type Ack =
  | { kind: 'created'; lead: string }
  | { kind: 'claimed'; lead: string; picker: string }
  | { kind: 'finished'; lead: string; picker: string; outcome: 'valid' | 'no-answer' }
  | { kind: 'deal'; deal: string; lead: string }
  | { kind: 'imported'; numbers: string[] };

export type Acked = Ack & { at: bigint };

export interface WriteLoad {
  acks: Acked[];
  failures: string[];
  stop(): Promise<void>;
}

const now = () => process.hrtime.bigint();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send<T, Body, Query>(
  base: string,
  token: string,
  target: Endpoint<T, Body, Query>,
  body?: Body,
) {
  const response = await fetch(`${base}${pathTo(target)}`, {
    method: target.method,
    headers: { authorization: token, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: T; message: string } };
}

async function sendForm<T>(
  base: string,
  token: string,
  target: Endpoint<T, unknown, unknown>,
  form: FormData,
) {
  const response = await fetch(`${base}${pathTo(target)}`, {
    method: target.method,
    headers: { authorization: token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: T; message: string } };
}

/** `numbers`: where this load's phone numbers start, so two loads on one folder never share one. */
export function startWriteLoad(
  base: string,
  group: StaffGroup,
  superAdmin: Staff,
  { importRows = 200, numbers = 0 } = {},
): WriteLoad {
  const load: WriteLoad = { acks: [], failures: [], stop: async () => {} };
  let running = true;
  const ack = (value: Ack) => load.acks.push({ ...value, at: now() });
  const ok = <T>(what: string, answer: { status: number; body: { data: T; message: string } }): T => {
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.body.message}`);
    return answer.body.data;
  };
  let number = numbers;
  const nextNumber = () => {
    number += 1;
    return `+1507${String(number).padStart(7, '0')}`;
  };

  const picker = async ({ token, id }: Staff) => {
    for (let round = 0; running; round++) {
      const claimed = await send(base, token, leadsApi.claim);
      // A claim the rules hold back for a moment (a delay, an empty pool while an import writes).
      if (claimed.status !== 200) {
        await pause(100);
        continue;
      }
      const { rental } = claimed.body.data;
      ack({ kind: 'claimed', lead: rental._id, picker: id });
      const outcome = round % 3 === 2 ? ('no-answer' as const) : ('valid' as const);
      const body = outcome === 'valid' ? { number_status: 'valid' as const } : { outcome };
      ok('finish', await send(base, token, leadsApi.finish, body));
      ack({ kind: 'finished', lead: rental._id, picker: id, outcome });
      if (outcome !== 'valid' || round % 2 === 1) continue;
      const form = new FormData();
      const data = {
        number: rental.number,
        client_email: 'client@example.test',
        payment_method: 'trans-union',
      };
      form.append('data', JSON.stringify(data));
      form.append('closing_image', new Blob([PNG], { type: 'image/png' }), 'proof.png');
      const deal = ok('deal', await sendForm<{ _id: string }>(base, token, dealsApi.close, form));
      ack({ kind: 'deal', deal: deal._id, lead: rental._id });
    }
  };
  const creator = async ({ token }: Staff) => {
    while (running) {
      const digits = nextNumber();
      const lead = ok(
        'create',
        await send(base, token, leadsApi.create, {
          facebook_name: 'Facebook Name',
          client_name: 'Client Name',
          number: digits,
          rent: '$800',
          houseApt_details: '1 bedroom',
          // Each its own flat and post: docs/rules/leads.md#d5.14 refuses a post or a flat seen already.
          address: `Calle ${digits.slice(1)}`,
          post_link: `https://facebook.com/post/${digits.slice(1)}`,
        }),
      );
      ack({ kind: 'created', lead: lead._id });
    }
  };
  const importer = async ({ token }: Staff) => {
    while (running) {
      const numbers = Array.from({ length: importRows }, nextNumber);
      const form = new FormData();
      form.append('file', new Blob([csvOf([HEADER, ...numbers.map((n) => goodRow(n))])]), 'leads.csv');
      const result = ok('import', await sendForm(base, token, uploadsApi.importToPool, form));
      if (result.inserted !== numbers.length)
        throw new Error(`import: ${result.inserted} of ${numbers.length}`);
      ack({ kind: 'imported', numbers });
    }
  };

  const workers = [...group.pickers.map(picker), ...group.creators.map(creator), importer(superAdmin)].map(
    (work) =>
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
