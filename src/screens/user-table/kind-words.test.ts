/**
 * The staff screens say each kind's words (src/api/people/staff-kinds.ts) and the people calls'
 * answers through `localize`, which finds a text's Spanish by its English words: the people catalog
 * must hold each of them word for word.
 */
import { describe, expect, it } from 'vitest';
import { MOVE_CALL } from '../../api/people/move-staff';
import { CREATE_CALL, CREATE_TITLE, LIST_KIND, successOf } from '../../api/people/staff-kinds';
import { peopleApi } from '../../contract';
import en from '../../locales/people/en.json';
import { userColumns } from './user-columns';

const english = new Set<string>(Object.values(en));

describe('the people catalog', () => {
  it("holds every list kind's words", () => {
    for (const kind of Object.values(LIST_KIND)) {
      const words = [
        kind.title,
        kind.deleteError,
        kind.updateError,
        ...(kind.limitLabel ? [kind.limitLabel] : []),
      ];
      for (const verb of ['Delete', 'Update', 'Move']) words.push(`${verb} ${kind.noun}`);
      for (const call of [kind.remove, kind.update]) words.push(successOf(call));
      expect(words.filter((word) => !english.has(word))).toEqual([]);
    }
  });

  it('holds every create title and answer, and the moves and bulk upload answers', () => {
    const words = [
      ...Object.values(CREATE_TITLE),
      ...Object.values(CREATE_CALL).map(successOf),
      ...Object.values(MOVE_CALL).map((call) => successOf(call ?? {})),
      successOf(peopleApi.updateDataCreatorInfo),
    ];
    expect(words.filter((word) => !english.has(word))).toEqual([]);
  });

  it('holds every column header, which the table shows through localize', () => {
    const headers = Object.keys(LIST_KIND).flatMap((kind) =>
      userColumns(kind as keyof typeof LIST_KIND, undefined, 'en').map((column) => column.header),
    );
    expect(headers.filter((header) => !english.has(header))).toEqual([]);
  });
});
