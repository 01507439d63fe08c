import { describe, expect, it } from 'vitest';
import { fromErrorData, toErrorData } from './pglite-messages';

/** What PGlite's file system throws: Emscripten's ErrnoError, an object that is no Error and has no message. */
class ErrnoError {
  name = 'ErrnoError';
  constructor(readonly errno: number) {}
}

describe('an error crossing from the PGlite thread', () => {
  it('keeps an Error’s message and fields', () => {
    const error = Object.assign(new Error('duplicate key'), { code: '23505' });
    const crossed = fromErrorData(toErrorData(error));
    expect(crossed.message).toBe('duplicate key');
    expect(crossed).toMatchObject({ code: '23505' });
  });

  it('says what a thrown object with no message is, not "[object Object]"', () => {
    const crossed = fromErrorData(toErrorData(new ErrnoError(54)));
    expect(crossed.message).toBe('ErrnoError (errno 54)');
    expect(crossed.name).toBe('ErrnoError');
    expect(crossed).toMatchObject({ errno: 54 });
  });

  it('takes the message of an object that has one, and says a thrown string', () => {
    expect(toErrorData({ message: 'out of memory' }).message).toBe('out of memory');
    expect(toErrorData('aborted').message).toBe('aborted');
  });
});
