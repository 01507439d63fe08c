/** What the server's thread and the PGlite thread say to each other (see pglite-thread.ts). */

export type RowMode = 'array' | 'object';

/** How the server opens PGlite: its settings (config.ts). */
export interface PgliteSettings {
  sharedBuffersMb?: number | undefined;
}

/** What the thread starts with. */
export interface ThreadData extends PgliteSettings {
  dataDir: string;
}

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: RowMode;
      /** The open transaction the query belongs to; none for a query of its own. */
      transaction?: number;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; transaction: number; commit: boolean }
  /** A copy of the data folder into `into`, taken between transactions after a checkpoint (docs/decisions.md#p83). */
  | { id: number; op: 'snapshot'; into: string }
  | { id: number; op: 'close' };

export type Reply = { id: number; result: unknown } | { id: number; error: ErrorData };

/**
 * The thread's first message: PGlite opened, and whether PostgreSQL had stopped uncleanly before
 * (unclean-stop.ts), or why it could not.
 */
export type Opened = { opened: true; recovered: boolean } | { opened: false; error: ErrorData };

/**
 * An Error crosses threads without its own fields (structured clone keeps name and message only), and
 * callers need them: `code` tells a unique violation (23505) from any other failure.
 */
export interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export function toErrorData(error: unknown): ErrorData {
  if (typeof error !== 'object' || error === null)
    return { name: 'Error', message: String(error), fields: {} };
  const fields: ErrorData['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  if (error instanceof Error) return { name: error.name, message: error.message, fields };
  // PGlite's file system throws Emscripten's ErrnoError: no Error, no message, a name and an errno
  // only, which String() printed as "[object Object]".
  const { name, message, ...rest } = fields;
  const details = Object.entries(rest).map(([key, value]) => `${key} ${value}`);
  return {
    name: typeof name === 'string' ? name : 'Error',
    message:
      typeof message === 'string'
        ? message
        : `${name ?? 'A thrown object'}${details.length ? ` (${details.join(', ')})` : ''}`,
    fields,
  };
}

export function fromErrorData(data: ErrorData): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  return error;
}
