/** The success half of the response envelope (docs/rules/auth.md#d3); errors go through the error handler. */
import type { Envelope } from '../../../src/contract';

export const ok = <T>(message: string, data: T): Envelope<T> => ({ success: true, message, data });
