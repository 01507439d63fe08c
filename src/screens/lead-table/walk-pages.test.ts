/** walkPages against lists whose count is exact, under-estimated or over-estimated. */
import { describe, expect, it } from 'vitest';
import type { ListResult } from '../../contract';
import { walkPages } from './walk-pages';

/** A list of `rows` numbered rows that announces `announced` of them. */
function list(rows: number, announced = rows, pageSize = 10) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<ListResult<number>> => {
    asked.push(page);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const start = (page - 1) * pageSize;
    return {
      result: Array.from({ length: Math.max(0, Math.min(pageSize, rows - start)) }, (_, i) => start + i),
      countInfo: { total: announced, totalPage: Math.ceil(announced / pageSize) },
    };
  };
  return { asked, fetchPage };
}

async function walk(rows: number, announced?: number) {
  const { asked, fetchPage } = list(rows, announced);
  const pages: number[][] = [];
  const progress: string[] = [];
  const received = await walkPages(fetchPage, {
    pageSize: 10,
    signal: new AbortController().signal,
    onPage: (page, result) => {
      pages[page - 1] = result;
    },
    onProgress: ({ received: n, total }) => progress.push(`${n}/${total}`),
  });
  return { received, rows: pages.flat(), asked: [...asked].sort((a, b) => a - b), progress };
}

describe('walkPages', () => {
  it('takes every page of an exact count, in order', async () => {
    const result = await walk(35);
    expect(result.received).toBe(35);
    expect(result.rows).toEqual(Array.from({ length: 35 }, (_, i) => i));
    expect(result.asked).toEqual([1, 2, 3, 4]);
    expect(result.progress.at(-1)).toBe('35/35');
  });

  it('asks one page past a full last page, and stops at the empty one', async () => {
    const result = await walk(30);
    expect(result.asked).toEqual([1, 2, 3, 4]);
    expect(result.received).toBe(30);
  });

  it('goes past an under-estimated count while pages come back full', async () => {
    const result = await walk(57, 20);
    expect(result.received).toBe(57);
    expect(result.asked).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.progress.at(-1)).toBe('57/57');
  });

  it('stops at the first short page of an over-estimated count', async () => {
    const result = await walk(15, 200);
    expect(result.received).toBe(15);
    // The lanes already in flight finish; nothing is asked after the short page lands.
    expect(Math.max(...result.asked)).toBeLessThanOrEqual(6);
  });

  it('answers nothing for an empty list after one call', async () => {
    const result = await walk(0);
    expect(result).toMatchObject({ received: 0, rows: [], asked: [1] });
  });

  it('stops when aborted', async () => {
    const { fetchPage } = list(100);
    const controller = new AbortController();
    const walking = walkPages(fetchPage, {
      pageSize: 10,
      signal: controller.signal,
      onPage: () => controller.abort(),
      onProgress: () => {},
    });
    await expect(walking).rejects.toThrow();
  });
});
