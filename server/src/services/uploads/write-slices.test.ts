import { describe, expect, it } from 'vitest';
import { writeSlices } from './import-batch';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);
const sizes = (leads: number[], before: number) =>
  [...writeSlices(leads, before)].map((slice) => slice.length);

describe('writeSlices', () => {
  it("writes an import's first 2,000 rows 250 at a time, then a thousand at a time", () => {
    expect(sizes(rows(4_500), 0)).toEqual([250, 250, 250, 250, 250, 250, 250, 250, 1_000, 1_000, 500]);
  });

  it('goes on from the rows earlier parts wrote', () => {
    expect(sizes(rows(3_000), 1_000)).toEqual([250, 250, 250, 250, 1_000, 1_000]);
    expect(sizes(rows(3_000), 2_000)).toEqual([1_000, 1_000, 1_000]);
  });

  it('hands every row once, in order', () => {
    const leads = rows(2_345);
    expect([...writeSlices(leads, 500)].flat()).toEqual(leads);
  });

  it('writes nothing for no rows', () => {
    expect(sizes([], 0)).toEqual([]);
  });
});
