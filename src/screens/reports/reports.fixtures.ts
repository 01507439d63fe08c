/** Reports for the stories: figures that vary day by day, made from the day's index so they never change. */
import {
  type CallReport,
  type CreatorReportRow,
  type FreshnessReport,
  NO_ACTIVITY,
  NO_OUTCOMES,
  type OutcomeCounts,
  type PickerReportRow,
  RECORDED_OUTCOMES,
  type Report,
  type ReportDay,
  type ReportFigures,
  type ReportSide,
  reportDays,
} from '../../contract';

export const START = '2026-11-10';
export const END = '2026-11-23';

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** Outcomes in the order of RECORDED_OUTCOMES: No Answer, Call Back Later, Not Interested, Do Not Contact, Unreachable. */
const outcomesOf = (counts: readonly number[]): OutcomeCounts =>
  Object.fromEntries(RECORDED_OUTCOMES.map((outcome, i) => [outcome, counts[i] ?? 0])) as OutcomeCounts;

function dayOf(day: string, i: number): ReportDay {
  const outcomes = outcomesOf([
    1 + (i % 3),
    i % 2,
    i % 4 === 1 ? 1 : 0,
    i % 7 === 3 ? 1 : 0,
    i % 5 === 2 ? 1 : 0,
  ]);
  const leadsFinished = 8 + ((i * 5) % 9);
  const finishedInvalid = i % 4;
  const dealsDone = i % 3;
  return {
    day,
    leadsCreated: 10 + ((i * 7) % 11),
    leadsFinished,
    finishedValid: leadsFinished - finishedInvalid - Object.values(outcomes).reduce((n, c) => n + c, 0),
    finishedInvalid,
    dealsInProcess: (i + 1) % 2,
    dealsDone,
    dealsFailed: i % 5 === 4 ? 1 : 0,
    conversion: ratio(dealsDone, leadsFinished),
    outcomes,
    skips: i % 3 === 0 ? 1 : 0,
  };
}

type Count = Exclude<keyof ReportFigures, 'conversion' | 'outcomes'>;

const sum = (days: readonly ReportDay[]): ReportFigures => {
  const total = (key: Count) => days.reduce((n, d) => n + d[key], 0);
  const leadsFinished = total('leadsFinished');
  const dealsDone = total('dealsDone');
  return {
    leadsCreated: total('leadsCreated'),
    leadsFinished,
    finishedValid: total('finishedValid'),
    finishedInvalid: total('finishedInvalid'),
    dealsInProcess: total('dealsInProcess'),
    dealsDone,
    dealsFailed: total('dealsFailed'),
    conversion: ratio(dealsDone, leadsFinished),
    outcomes: outcomesOf(RECORDED_OUTCOMES.map((o) => days.reduce((n, d) => n + d.outcomes[o], 0))),
    skips: total('skips'),
  };
};

export const creators: CreatorReportRow[] = [
  { _id: 'cr-1', name: 'Cora Creator', leadsCreated: 120, leadsInvalid: 12, invalidRate: 0.1, deals: 9 },
  { _id: 'cr-2', name: 'Bruno Blanco', leadsCreated: 95, leadsInvalid: 19, invalidRate: 0.2, deals: 4 },
  { _id: 'cr-3', name: 'Dana New', leadsCreated: 0, leadsInvalid: 0, invalidRate: null, deals: 0 },
];

export const pickers: PickerReportRow[] = [
  {
    _id: 'pk-1',
    name: 'Pete Picker',
    leadsFinished: 110,
    invalidMarked: 14,
    deals: 10,
    dealsDone: 6,
    doneRate: 0.6,
    medianHeldMinutes: 4.5,
    outcomes: outcomesOf([21, 6, 9, 2, 3]),
    skips: 4,
  },
  {
    _id: 'pk-2',
    name: 'Ana Limit',
    leadsFinished: 70,
    invalidMarked: 9,
    deals: 4,
    dealsDone: 3,
    doneRate: 0.75,
    medianHeldMinutes: 12.25,
    outcomes: outcomesOf([12, 3, 5, 0, 1]),
    skips: 1,
  },
  {
    _id: 'pk-3',
    name: 'Ivan Idle',
    leadsFinished: 0,
    invalidMarked: 0,
    deals: 0,
    dealsDone: 0,
    doneRate: null,
    medianHeldMinutes: null,
    outcomes: NO_OUTCOMES,
    skips: 0,
  },
];

interface ReportOptions {
  startDate?: string;
  endDate?: string;
  sides?: ReportSide[];
  /** Every day without activity. */
  quiet?: boolean;
}

export function reportOf({
  startDate = START,
  endDate = END,
  sides,
  quiet = false,
}: ReportOptions = {}): Report {
  const shown = sides ?? ['creators', 'pickers'];
  const days = reportDays(startDate, endDate).map((day, i) =>
    quiet ? { ...NO_ACTIVITY, day } : dayOf(day, i),
  );
  const idle = <T extends { _id: string; name: string }>(rows: T[], zero: Omit<T, '_id' | 'name'>) =>
    quiet ? rows.map(({ _id, name }) => ({ ...zero, _id, name }) as T) : rows;
  return {
    startDate,
    endDate,
    sides: shown,
    days,
    totals: sum(days),
    creators: shown.includes('creators')
      ? idle(creators, { leadsCreated: 0, leadsInvalid: 0, invalidRate: null, deals: 0 })
      : [],
    pickers: shown.includes('pickers')
      ? idle(pickers, {
          leadsFinished: 0,
          invalidMarked: 0,
          deals: 0,
          dealsDone: 0,
          doneRate: null,
          medianHeldMinutes: null,
          outcomes: NO_OUTCOMES,
          skips: 0,
        })
      : [],
    calls: shown.includes('pickers')
      ? callsOf(
          days.map(({ day }) => day),
          quiet,
        )
      : null,
    freshness: freshnessOf(
      days.map(({ day }) => day),
      shown,
      quiet,
    ),
  };
}

/** Time to first call (docs/rules/reports.md#d11.8): most leads called within the day, none on a quiet range. */
function freshnessOf(days: string[], sides: ReportSide[], quiet: boolean): FreshnessReport {
  const none = { leads: 0, called: 0, medianMinutes: null, freshShare: null };
  const some = (i: number) => ({
    leads: 4 + (i % 3),
    called: 3,
    medianMinutes: 45 + i * 5,
    freshShare: 0.75,
  });
  return {
    freshHours: 48,
    days: days.map((day, i) => ({ day, ...(quiet ? none : some(i)) })),
    totals: quiet ? none : { leads: 60, called: 45, medianMinutes: 70, freshShare: 0.7 },
    creators:
      sides.includes('creators') && !quiet
        ? creators.map((c, i) => ({ _id: c._id, name: c.name, ...some(i) }))
        : [],
    pickers:
      sides.includes('pickers') && !quiet
        ? pickers.map((p, i) => ({ _id: p._id, name: p.name, ...some(i) }))
        : [],
  };
}

/** The pickers' calls (docs/rules/reports.md#d11.7): a few a day, none on a quiet range. */
function callsOf(days: string[], quiet: boolean): CallReport {
  const perDay = days.map((day, i) =>
    quiet ? { day, calls: 0, talkSeconds: 0 } : { day, calls: 3 + (i % 3), talkSeconds: 240 + i * 30 },
  );
  const calls = perDay.reduce((total, d) => total + d.calls, 0);
  const talkSeconds = perDay.reduce((total, d) => total + d.talkSeconds, 0);
  return {
    days: perDay,
    pickers: quiet
      ? []
      : [
          { _id: 'pk-2', name: 'Ana Limit', calls: calls - 4, talkSeconds: talkSeconds - 300 },
          { _id: 'pk-1', name: 'Pete Picker', calls: 4, talkSeconds: 300 },
        ],
    attempts: quiet
      ? []
      : [
          { attempts: 1, leads: calls - 6 },
          { attempts: 2, leads: 3 },
        ],
    totals: { calls, talkSeconds, leads: quiet ? 0 : calls - 3 },
  };
}
