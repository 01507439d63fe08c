/** The success half of the response envelope (rule D3); errors go through the error handler. */
import type { Envelope } from '../../../src/contract';

export const ok = <T>(message: string, data: T): Envelope<T> => ({ success: true, message, data });
