/** walkPages against lists read by cursor whose count is exact, estimated low or estimated high. */
import { describe, expect, it } from 'vitest';
import { walkPages } from './walk-pages';

/** A list of `rows` numbered rows that announces `announced` of them; its cursor is the next row's index. */
function list(rows: number, announced = rows, pageSize = 10) {
  const asked: (string | undefined)[] = [];
  const fetchPage = async (cursor: string | undefined) => {
    asked.push(cursor);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const start = cursor === undefined ? 0 : Number(cursor);
    const result = Array.from({ length: Math.max(0, Math.min(pageSize, rows - start)) }, (_, i) => start + i);
    return {
      result,
      countInfo: {
        total: announced,
        totalPage: Math.ceil(announced / pageSize),
        ...(announced !== rows && { estimated: true as const }),
      },
      ...(result.length === pageSize && { nextCursor: String(start + pageSize) }),
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
    onProgress: ({ received: n, total, estimated }) => progress.push(`${n}/${estimated ? '~' : ''}${total}`),
  });
  return { received, rows: pages.flat(), asked, progress };
}

describe('walkPages', () => {
  it('takes every page in order, each from the cursor the last one ended on', async () => {
    const result = await walk(35);
    expect(result.received).toBe(35);
    expect(result.rows).toEqual(Array.from({ length: 35 }, (_, i) => i));
    expect(result.asked).toEqual([undefined, '10', '20', '30']);
    expect(result.progress).toEqual(['10/35', '20/35', '30/35', '35/35']);
  });

  it('asks once past a full last page, and stops at the empty one', async () => {
    const result = await walk(30);
    expect(result.asked).toEqual([undefined, '10', '20', '30']);
    expect(result.received).toBe(30);
  });

  it('goes past an estimate that was too low, saying it is an estimate', async () => {
    const result = await walk(57, 20);
    expect(result.received).toBe(57);
    expect(result.progress).toEqual(['10/~20', '20/~20', '30/~30', '40/~40', '50/~50', '57/~57']);
  });

  it('stops at the first short page when the estimate was too high', async () => {
    const result = await walk(15, 200);
    expect(result.received).toBe(15);
    expect(result.asked).toEqual([undefined, '10']);
    expect(result.progress.at(-1)).toBe('15/~200');
  });

  it('answers nothing for an empty list after one call', async () => {
    const result = await walk(0);
    expect(result).toMatchObject({ received: 0, rows: [], asked: [undefined] });
  });

  it('stops when aborted', async () => {
    const { asked, fetchPage } = list(100);
    const controller = new AbortController();
    const walking = walkPages(fetchPage, {
      pageSize: 10,
      signal: controller.signal,
      onPage: () => controller.abort(),
      onProgress: () => {},
    });
    await expect(walking).rejects.toThrow();
    expect(asked).toEqual([undefined]);
  });
});
