/**
 * The audit trail's Download (contract audit.ts): every entry the list's query matches, newest first,
 * as NDJSON lines, read in keyset batches so a long trail never sits in memory at once, and no batch
 * is read after the client has gone.
 */
import { and, count, eq, lt, or, type SQL } from 'drizzle-orm';
import type { AuditListQuery } from '../../../../src/contract';
import { type AuditEntryRow, auditEntries } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { auditConditions } from './audit-filters';
import { NEWEST_FIRST, toAuditEntry } from './list-audit';

const BATCH_ROWS = 1_000;

/** The rows after `last` in the list's order; `created_at` holds milliseconds, as a Date does. */
const after = (last: AuditEntryRow): SQL =>
  or(
    lt(auditEntries.createdAt, last.createdAt),
    and(eq(auditEntries.createdAt, last.createdAt), lt(auditEntries.id, last.id)),
  )!;

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** Checks the caller and the query before the first line, so a refusal is an answer, not a cut stream. */
export async function exportAudit(
  { db }: Deps<'db'>,
  caller: Caller,
  query: AuditListQuery,
  { signal, batchRows = BATCH_ROWS }: { signal: AbortSignal; batchRows?: number },
): Promise<AsyncGenerator<string>> {
  const where = auditConditions(caller, query);
  const [counted] = await db.select({ total: count() }).from(auditEntries).where(where);
  return (async function* lines() {
    yield line({ total: counted?.total ?? 0 });
    let sent = 0;
    let last: AuditEntryRow | undefined;
    while (!signal.aborted) {
      const rows = await db
        .select()
        .from(auditEntries)
        .where(and(where, last ? after(last) : undefined))
        .orderBy(...NEWEST_FIRST)
        .limit(batchRows);
      if (rows.length > 0) yield rows.map((row) => line(toAuditEntry(row))).join('');
      sent += rows.length;
      last = rows.at(-1);
      if (rows.length < batchRows) {
        yield line({ rows: sent });
        return;
      }
    }
  })();
}
