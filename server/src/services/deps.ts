/**
 * What a service is given rather than reaching for (docs/architecture.md, "Find your way"): the
 * database, the clock and where it raises events. app.ts builds it once; a test or a script passes
 * its own. A service's signature names the part it uses, so a reader sees which services write events.
 */
import type { Db } from '../db/database';
import type { EventSink } from '../lib/events';

export interface ServiceDeps {
  db: Db;
  /** The server's clock (docs/decisions.md#p8): read once per call, so a whole change carries one time. */
  now: () => Date;
  /** Raised only after the change committed: a rolled-back one tells no one. */
  events: EventSink;
}

/** The part of the dependencies a service uses. */
export type Deps<K extends keyof ServiceDeps> = Pick<ServiceDeps, K>;
