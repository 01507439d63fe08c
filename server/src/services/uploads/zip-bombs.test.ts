/**
 * Zip bombs read by the real upload thread (docs/decisions.md#p70): each is refused with a clear message, and the
 * process's memory while the thread reads one grows by no more than the unpack limit, whatever the
 * zip's records say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNPACKED_MB, NOT_XLSX, UNPACKS_TOO_LARGE } from '../../../../src/contract';
import {
  deflateBomb,
  nestedBomb,
  storedOverDeflated,
  understatedBomb,
  unlistedEntries,
} from '../../../../tests/api/support/hostile-zips';
import { goodRow, HEADER, xlsxOf } from '../../../../tests/api/support/uploads';
import { SheetReader } from './sheet-reader';

const reader = new SheetReader();

async function read(bytes: Buffer): Promise<unknown> {
  try {
    for await (const _ of reader.check({ filename: 'leads.xlsx', bytes })) {
      // Every part is read, as the import does.
    }
    return 'read';
  } catch (error) {
    return error;
  }
}

/** What reading `bytes` ends in, and how many MB the process's resident memory grew meanwhile at most. */
async function measured(bytes: Buffer) {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  const outcome = await read(bytes);
  clearInterval(sampler);
  return { outcome, grewMb: (Math.max(peak, process.memoryUsage.rss()) - start) / 1024 / 1024 };
}

// The thread loads its TypeScript on first use: started here, so its loading is not measured.
beforeAll(() => read(xlsxOf([HEADER, goodRow('5076199201')])), 60_000);
afterAll(() => reader.close());

/**
 * Each unpacks to at least 1 GB from a file of 1 to 3 MB, as the review's files did, and the most
 * the process may grow while reading it: next to nothing when the records give it away, and the
 * unpack limit when only inflating finds it out.
 */
const BOMBS: [string, () => Buffer, string, number][] = [
  ['a directory saying stored over a deflated entry', () => storedOverDeflated(1024), NOT_XLSX, 16],
  ['entries the end record’s total leaves out', () => unlistedEntries(1024, 3), NOT_XLSX, 16],
  ['a deflate bomb zipped inside as Index.zip', () => nestedBomb(1024), NOT_XLSX, 16],
  ['a deflate bomb', () => deflateBomb(1024), UNPACKS_TOO_LARGE, 16],
  // Working room over the limit: zlib's window and the file's copy.
  [
    'a deflate bomb declaring a kilobyte',
    () => understatedBomb(1024),
    UNPACKS_TOO_LARGE,
    MAX_UNPACKED_MB + 16,
  ],
];

describe('a zip bomb', { timeout: 120_000 }, () => {
  it.each(BOMBS)('%s is refused within its memory budget', async (_, bytes, message, budgetMb) => {
    const { outcome, grewMb } = await measured(bytes());
    expect(outcome).toMatchObject({ statusCode: 400, message });
    expect(grewMb).toBeLessThan(budgetMb);
  });
});
