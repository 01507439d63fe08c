/**
 * Entries of the do-not-contact list for its stories: a list as the server keeps it, newest first,
 * answered a page at a time and searched as the server searches it (digits in the number, else words
 * of the reason or the adder's name).
 */
import { type MockAnswer, type MockRequest, ok } from '../../../.storybook/mock-api';
import { type DoNotContactEntry, type ListResult, PICKER_OUTCOME_REASON } from '../../contract';

const adam = { _id: 'u-ad', name: 'Adam Admin' };
const sofia = { _id: 'u-sa', name: 'Sofia Super' };
const pete = { _id: 'pk-1', name: 'Pete Picker' };

/** Typed reasons, and one the system wrote (its code shows it in the reader's language). */
const REASONS: Pick<DoNotContactEntry, 'reason' | 'reasonCode'>[] = [
  { reason: 'Asked us to stop', reasonCode: null },
  { reason: PICKER_OUTCOME_REASON, reasonCode: 'picker-outcome' },
  { reason: 'Lawyer letter about spam', reasonCode: null },
];

/** `count` entries, a minute apart from 10:00 AM in Panama on March 2, 2026, newest first. */
export const entriesOf = (count: number): DoNotContactEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `dnc-${i + 1}`,
    number: `+1507555${String(1000 + i).padStart(4, '0')}`,
    ...REASONS[i % REASONS.length]!,
    addedBy: [adam, pete, sofia][i % 3]!,
    addedAt: new Date(Date.UTC(2026, 2, 2, 15, 0) - i * 60_000).toISOString(),
  }));

export const dncPage = (
  result: DoNotContactEntry[],
  total = result.length,
  limit = 20,
): ListResult<DoNotContactEntry> => ({ result, countInfo: { total, totalPage: Math.ceil(total / limit) } });

/** Answers the list as the server does: the search, then the asked page and size. */
export const pagesOf =
  (all: DoNotContactEntry[]) =>
  ({ query }: MockRequest): MockAnswer => {
    const search = query.get('search')?.trim().toLowerCase() ?? '';
    const digits = search.replace(/[\s().\-+/]/g, '');
    const limit = Number(query.get('limit') ?? 20);
    const start = (Number(query.get('page') ?? 1) - 1) * limit;
    const matching = all.filter((entry) =>
      !search
        ? true
        : /^\d+$/.test(digits)
          ? entry.number.includes(digits)
          : `${entry.reason} ${entry.addedBy.name}`.toLowerCase().includes(search),
    );
    return ok(dncPage(matching.slice(start, start + limit), matching.length, limit));
  };
