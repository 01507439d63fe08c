import { describe, expect, it } from 'vitest';
import { WritePace } from './import-batch';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The sizes `pace` writes `leads` in, each write taking `msOf(size)` of the connection. */
function sizes(pace: WritePace, leads: number[], msOf: (size: number) => number = () => 50): number[] {
  const written: number[] = [];
  for (const slice of pace.slices(leads)) {
    written.push(slice.length);
    pace.wrote(slice.length, msOf(slice.length));
  }
  return written;
}

describe('WritePace', () => {
  it("writes an import's first 2,000 rows 250 at a time, then a thousand at a time, while writes are quick", () => {
    expect(sizes(new WritePace(true), rows(4_500))).toEqual([
      250, 250, 250, 250, 250, 250, 250, 250, 1_000, 1_000, 500,
    ]);
  });

  it('goes on over the parts of one import', () => {
    const pace = new WritePace(true);
    expect(sizes(pace, rows(1_000))).toEqual([250, 250, 250, 250]);
    expect(sizes(pace, rows(3_000))).toEqual([250, 250, 250, 250, 1_000, 1_000]);
  });

  it('sizes each write on PGlite so it holds the connection about 200 ms at the last write’s pace', () => {
    // 2 ms a row: a thousand rows would hold every other request for 2 s.
    const slow = sizes(new WritePace(true), rows(3_000), (size) => size * 2);
    expect(slow[0]).toBe(250);
    expect(slow.slice(1, -1).every((size) => size === 100)).toBe(true);
    // 0.3 ms a row: 666 rows fit in 200 ms, once past the cold rows.
    expect(sizes(new WritePace(true), rows(4_000), (size) => size * 0.3).slice(8)).toEqual([
      666, 666, 666, 2,
    ]);
  });

  it('grows again once the writes are quick', () => {
    let msPerRow = 2;
    const pace = new WritePace(true);
    expect(sizes(pace, rows(2_050), (size) => size * msPerRow).at(-1)).toBe(100);
    msPerRow = 0.1;
    expect(sizes(pace, rows(2_100), (size) => size * msPerRow)).toEqual([100, 1_000, 1_000]);
  });

  it('keeps the cap on PostgreSQL, where a write holds no one up', () => {
    expect(sizes(new WritePace(false), rows(4_000), (size) => size * 2).slice(8)).toEqual([1_000, 1_000]);
  });

  it('hands every row once, in order', () => {
    const leads = rows(2_345);
    const pace = new WritePace(true);
    const written: number[] = [];
    for (const slice of pace.slices(leads)) {
      written.push(...slice);
      pace.wrote(slice.length, slice.length);
    }
    expect(written).toEqual(leads);
  });

  it('writes nothing for no rows', () => {
    expect(sizes(new WritePace(true), [])).toEqual([]);
  });
});
