/**
 * A call sent with an `Idempotency-Key` is done once per user and key (docs/rules/claiming.md#d5.25). The key's
 * row is inserted first, in the transaction the call's change runs in, and its first answer stored
 * before that commits: a replay (the same user's same key) finds the row and answers the stored answer,
 * changing nothing; a replay sent at the same moment, on this process or another, waits on the row's
 * unique key until the first commits, then reads its answer. A refusal the call answers (a 4xx) is an
 * answer too: its writes (a hold the refusal itself returned to the pool) commit with it. Anything else
 * rolls back the change and the key together, so the next try runs the call anew. A key older than a
 * day counts as new, and the hold sweep deletes it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type Envelope,
  type ErrorCode,
  type FieldError,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_REUSED,
  type LeadMatch,
  type Text,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { EventName, EventSink, ServerEvents } from '../../lib/events';
import { HttpError } from '../../lib/http-error';
import type { ServiceDeps } from '../deps';

const KEY_MS = IDEMPOTENCY_KEY_HOURS * 3_600_000;

/** What the call answered first, as the row keeps it. */
type StoredAnswer =
  | { ok: Envelope<unknown> }
  | {
      refused: {
        status: number;
        message: string;
        errors?: FieldError[];
        retryAfter?: number;
        code?: ErrorCode;
        matches?: LeadMatch[];
        text?: Text;
      };
    };

export interface IdempotentRequest {
  userId: string;
  key: string;
  method: string;
  /** The path as called, its values in it. */
  path: string;
  body: unknown;
}

/** One request's print: a key sent again with another method, path or body is refused. */
const printOf = ({ method, path, body }: IdempotentRequest): string =>
  createHash('sha256')
    .update(JSON.stringify([method, path, body ?? null]))
    .digest('base64url');

const storedRefusal = (error: HttpError): StoredAnswer => ({
  refused: {
    status: error.statusCode,
    message: error.message,
    errors: error.errors,
    retryAfter: error.retryAfter,
    code: error.code,
    matches: error.matches,
    text: error.text,
  },
});

/** The stored answer given again: the envelope, or the same refusal thrown for the error handler. */
function answered<T>(answer: StoredAnswer): Envelope<T> {
  if ('ok' in answer) return answer.ok as Envelope<T>;
  const { status, message, errors, retryAfter, code, matches, text } = answer.refused;
  const error = new HttpError(status, message, errors, retryAfter, code, matches);
  if (text) error.text = text;
  throw error;
}

/**
 * Runs `call` once for the request's user and key. The call's events wait for the commit: a change
 * rolled back with its key tells no one (docs/rules/claiming.md#d5.25).
 */
export async function answerOnce<T>(
  deps: ServiceDeps,
  request: IdempotentRequest,
  call: (deps: ServiceDeps) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const now = deps.now();
  const print = printOf(request);
  const held: [EventName, unknown][] = [];
  const events: EventSink = {
    emit: (name, event) => {
      held.push([name, event]);
    },
  };
  const answer = await deps.db.transaction(async (tx): Promise<StoredAnswer> => {
    // A row older than a day is the key's no longer: it starts over as this request's.
    const fresh = await firstRow<{ fresh: true }>(
      tx,
      sql`INSERT INTO idempotency_keys AS k (user_id, key, request, created_at)
      VALUES (${request.userId}, ${request.key}, ${print}, ${now})
      ON CONFLICT (user_id, key) DO UPDATE SET request = excluded.request, created_at = excluded.created_at,
        answer = NULL
      WHERE k.created_at <= ${new Date(now.getTime() - KEY_MS)}
      RETURNING true AS fresh`,
    );
    if (!fresh) {
      const first = await firstRow<{ request: string; answer: StoredAnswer }>(
        tx,
        sql`SELECT request, answer FROM idempotency_keys WHERE user_id = ${request.userId} AND key = ${request.key}`,
      );
      if (first?.request !== print) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
      return first.answer;
    }
    let result: StoredAnswer;
    try {
      result = { ok: await call({ ...deps, db: tx, events }) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result = storedRefusal(error);
    }
    await tx.execute(
      sql`UPDATE idempotency_keys SET answer = ${JSON.stringify(result)}::jsonb
      WHERE user_id = ${request.userId} AND key = ${request.key}`,
    );
    return result;
  });
  for (const [name, event] of held) deps.events.emit(name, event as ServerEvents[typeof name]);
  return answered<T>(answer);
}

/** Keys past their day: a replay after it would run the call anew anyway. */
export async function deleteOldKeys({ db, now }: Pick<ServiceDeps, 'db' | 'now'>): Promise<void> {
  await db.execute(
    sql`DELETE FROM idempotency_keys WHERE created_at <= ${new Date(now().getTime() - KEY_MS)}`,
  );
}
