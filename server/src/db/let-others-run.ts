/**
 * Background writes on PGlite (an import's parts, the upkeep's steps) yield to requests: this waits
 * until no statement of another request is queued on PGlite's one connection. A request of several
 * statements (a list page: its rows, then its count) sends each after the one before is answered:
 * without this wait a background statement sent meanwhile ran before each of them, so the page waited
 * for one such statement per statement of its own (docs/rules/uploads.md#d5.7). PostgreSQL runs them
 * beside each other: there it returns at once.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from './database';
import { pgliteClientOf } from './pglite-client';

export async function letOthersRun(db: Db): Promise<void> {
  const client = pgliteClientOf(db);
  if (!client) return;
  do {
    await client.whenIdle();
    // A turn of the event loop, for the answered requests to send their next statements.
    await nextTurn();
  } while (client.queued > 0);
}
