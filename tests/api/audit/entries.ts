/** The audit suites' view of the trail: the entries written since a mark, read straight from the table. */
import { asc, gt } from 'drizzle-orm';
import { type AuditEntryRow, auditEntries } from '../../../server/src/db/schema';
import type { TestServer } from '../support';

/** The id of the newest entry so far (0 when there is none). */
export async function markOf(server: TestServer): Promise<number> {
  const rows = await server.app.db.select({ id: auditEntries.id }).from(auditEntries);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

/** The entries written after `mark`, oldest first. */
export const entriesSince = (server: TestServer, mark: number): Promise<AuditEntryRow[]> =>
  server.app.db.select().from(auditEntries).where(gt(auditEntries.id, mark)).orderBy(asc(auditEntries.id));

/** Runs `act` and answers the one entry it wrote (failing when it wrote none or several). */
export async function oneEntryOf(server: TestServer, act: () => Promise<unknown>): Promise<AuditEntryRow> {
  const mark = await markOf(server);
  await act();
  const written = await entriesSince(server, mark);
  if (written.length !== 1) throw new Error(`expected one audit entry, got ${written.length}`);
  return written[0]!;
}

/** Runs `act` and answers how many entries it wrote. */
export async function entriesWrittenBy(server: TestServer, act: () => Promise<unknown>): Promise<number> {
  const mark = await markOf(server);
  await act();
  return (await entriesSince(server, mark)).length;
}
