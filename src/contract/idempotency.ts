/**
 * The `Idempotency-Key` header of the calls Collect may send again after a dropped connection
 * (docs/rules/claiming.md#d5.25): a UUID the client makes once per action; the server answers a replay
 * with the first answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long the server keeps a key's first answer. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be a UUID';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for another request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isIdempotencyKey = (value: string): boolean => UUID.test(value);
