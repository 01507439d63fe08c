/**
 * The rows a database holds against what the server answered as saved (write-load.ts): what each
 * answer's rows should show, and which transaction last wrote each row (its `xmin`).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Acked } from './write-load';

export async function rowsOf(db: PGlite) {
  const leads = await db.query<{
    id: string;
    number: string;
    xid: string;
    fetcher_id: string | null;
    is_finished: boolean;
    number_status: string | null;
  }>('SELECT id, number, xmin::text AS xid, fetcher_id, is_finished, number_status FROM rentals');
  const deals = await db.query<{ id: string; xid: string }>(
    'SELECT id, xmin::text AS xid FROM closed_rentals',
  );
  const returns = await db.query<{ rental_id: string; picker_id: string }>(
    'SELECT rental_id, picker_id FROM lead_returns',
  );
  return {
    leads: new Map(leads.rows.map((row) => [row.id, row])),
    byNumber: new Map(leads.rows.map((row) => [row.number, row])),
    deals: new Map(deals.rows.map((row) => [row.id, row])),
    /** A No Answer hands the lead back: its picker and outcome live on in `lead_returns`. */
    returned: new Set(returns.rows.map((row) => `${row.rental_id} ${row.picker_id}`)),
  };
}

export type Rows = Awaited<ReturnType<typeof rowsOf>>;

/** The leads an answer wrote (an import's found by their numbers). */
function leadsOf(ack: Acked, rows: Rows): string[] {
  if (ack.kind === 'imported') return ack.numbers.map((number) => rows.byNumber.get(number)?.id ?? number);
  return [ack.lead];
}

function holds(ack: Acked, rows: Rows): boolean {
  if (ack.kind === 'imported') return ack.numbers.every((number) => rows.byNumber.has(number));
  if (ack.kind === 'deal') return rows.deals.has(ack.deal);
  const lead = rows.leads.get(ack.lead);
  if (ack.kind === 'created') return lead !== undefined;
  const returned = rows.returned.has(`${ack.lead} ${ack.picker}`);
  if (ack.kind === 'claimed') return lead?.fetcher_id === ack.picker || returned;
  return ack.outcome === 'valid' ? lead?.is_finished === true && lead.number_status === 'valid' : returned;
}

/** What the answers said was saved and the rows do not hold. */
export const missing = (answers: Acked[], rows: Rows): string[] =>
  answers
    .filter((ack) => !holds(ack, rows))
    .map((ack) => `${ack.kind} ${ack.kind === 'deal' ? ack.deal : leadsOf(ack, rows)[0]}`);

/**
 * When each transaction of the run was first answered: a row's last writer is the last answer that
 * touched it, and a transaction is answered by the first of its rows' answers.
 */
export function answeredCommits(answers: Acked[], rows: Rows): Map<string, bigint> {
  const last = new Map<string, bigint>();
  for (const ack of answers) {
    for (const lead of leadsOf(ack, rows)) last.set(`lead ${lead}`, ack.at);
    if (ack.kind === 'deal') last.set(`deal ${ack.deal}`, ack.at);
  }
  const answered = new Map<string, bigint>();
  const note = (xid: string, at: bigint | undefined) => {
    const earlier = answered.get(xid);
    if (at !== undefined && (earlier === undefined || at < earlier)) answered.set(xid, at);
  };
  for (const lead of rows.leads.values()) note(lead.xid, last.get(`lead ${lead.id}`));
  for (const deal of rows.deals.values()) note(deal.xid, last.get(`deal ${deal.id}`));
  return answered;
}
