/** amcheck on the lead tables of a PGlite database opened with the `amcheck` extension. */
import type { PGlite } from '@electric-sql/pglite';

const LEAD_TABLES = ['rentals', 'rental_search', 'lead_returns', 'closed_rentals'];

/**
 * What amcheck finds wrong: each table's heap (verify_heapam), each B-tree index against its heap,
 * every row found in it and unique entries unique (bt_index_check), the trigram GIN index's structure
 * (gin_index_check). A check that fails outright throws.
 */
export async function leadTablesCorruption(db: PGlite): Promise<string[]> {
  await db.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
  const { rows: indexes } = await db.query<{ name: string; method: string }>(
    `SELECT c.oid::regclass::text AS name, am.amname AS method FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
     WHERE i.indrelid = ANY($1::regclass[])`,
    [LEAD_TABLES],
  );
  for (const { name, method } of indexes) {
    await db.query(
      method === 'gin'
        ? 'SELECT gin_index_check($1::regclass)'
        : 'SELECT bt_index_check($1::regclass, true, true)',
      [name],
    );
  }
  const found: string[] = [];
  for (const table of LEAD_TABLES) {
    const { rows } = await db.query<{ blkno: number; offnum: number; msg: string }>(
      'SELECT blkno, offnum, msg FROM verify_heapam($1::regclass)',
      [table],
    );
    found.push(...rows.map((row) => `${table} block ${row.blkno} item ${row.offnum}: ${row.msg}`));
  }
  return found;
}
