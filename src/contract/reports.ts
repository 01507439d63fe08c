/**
 * Reports (docs/rules/reports.md): how a scope's leads and deals went, day by day over a range of
 * Panama days, and per creator and per picker. Every figure is counted by the database.
 */
import { type Infer, object, optional } from 'superstruct';
import { NO_OUTCOMES, type OutcomeCounts } from './outcome-counts';
import { optionalCalendarDay, optionalText } from './rules';

/** Days a report shows when the query names none: the last 14, today included. */
export const DEFAULT_REPORT_DAYS = 14;
/** The longest range one report covers. */
export const MAX_REPORT_DAYS = 366;
export const REPORT_TOO_LONG = `A report covers at most ${MAX_REPORT_DAYS} days`;
export const REPORT_LOADED = 'Report loaded';
/** An admin naming another group than its own, or a leader naming any (403). */
export const NOT_YOUR_REPORT_GROUP = 'You may only see your own group’s report';

/**
 * `GET /reports`. A blank or missing day falls back to the default range's end (today) or start
 * (13 days before the end); a range ending before it starts is a 400 on `endDate` (BACKWARDS_RANGE),
 * a longer one than MAX_REPORT_DAYS a 400 on `startDate`.
 */
export const ReportQuery = object({
  startDate: optional(optionalCalendarDay('Start date')),
  endDate: optional(optionalCalendarDay('End date')),
  /** The super-admin narrows to one admin group; an admin may name only its own. */
  adminId: optional(optionalText('Admin', 64)),
});
export type ReportQuery = Infer<typeof ReportQuery>;

/** Which side of the work a scope sees: a creator leader only its creators', a picker leader its pickers'. */
export type ReportSide = 'creators' | 'pickers';

/** One Panama day, or the range's totals. */
export interface ReportFigures {
  /** Leads made that day by the scope's creators (form and bulk; an upload for use has no creator). */
  leadsCreated: number;
  /**
   * Leads the scope's pickers finished that day (an admin's bypass is no finish), split by the
   * number's status now.
   */
  leadsFinished: number;
  finishedValid: number;
  finishedInvalid: number;
  /** Deals closed that day, by their status now. */
  dealsInProcess: number;
  dealsDone: number;
  dealsFailed: number;
  /** dealsDone ÷ leadsFinished, 0–1; null when nothing was finished. */
  conversion: number | null;
  /**
   * The pickers' side only (zeros for a scope without it): the holds they ended that day with each
   * outcome, each among the leads finished, and the leads they skipped, which are not.
   */
  outcomes: OutcomeCounts;
  skips: number;
}

/** A day, or a range, without activity. */
export const NO_ACTIVITY: ReportFigures = {
  leadsCreated: 0,
  leadsFinished: 0,
  finishedValid: 0,
  finishedInvalid: 0,
  dealsInProcess: 0,
  dealsDone: 0,
  dealsFailed: 0,
  conversion: null,
  outcomes: NO_OUTCOMES,
  skips: 0,
};

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` to `YYYY-MM-DD`, both included: calendar days, so UTC arithmetic is exact. */
export function reportDays(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let at = Date.parse(`${startDate}T00:00:00Z`); at <= end; at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export interface ReportDay extends ReportFigures {
  /** YYYY-MM-DD, a Panama day. */
  day: string;
}

export interface CreatorReportRow {
  _id: string;
  name: string;
  leadsCreated: number;
  /** Of the leads it made in the range, those whose number is invalid now. */
  leadsInvalid: number;
  /** leadsInvalid ÷ leadsCreated, 0–1; null when it made none. */
  invalidRate: number | null;
  /** Deals closed in the range on leads it made. */
  deals: number;
}

export interface PickerReportRow {
  _id: string;
  name: string;
  leadsFinished: number;
  /** Of those, the ones whose number is invalid now. */
  invalidMarked: number;
  /** Deals it closed in the range, and how many of them are done. */
  deals: number;
  dealsDone: number;
  /** dealsDone ÷ deals, 0–1; null without deals. */
  doneRate: number | null;
  /**
   * The median of the whole minutes from claim to finish of its leads finished in the range (the mean
   * of the two middle ones for an even count); null without any.
   */
  medianHeldMinutes: number | null;
  /** Of its leads finished, those it ended with each outcome; and the leads it skipped in the range. */
  outcomes: OutcomeCounts;
  skips: number;
}

export interface Report {
  /** The range the report covers, after defaults. */
  startDate: string;
  endDate: string;
  /** Which sides the caller's scope includes: both for the super-admin and admins. */
  sides: ReportSide[];
  /** Every day of the range in order, days without activity as zeros. */
  days: ReportDay[];
  totals: ReportFigures;
  /**
   * The scope's creators and pickers now (zeros shown), and anyone else whose figures count in the
   * range (moved or deleted since), by name; a side the scope does not include is empty.
   */
  creators: CreatorReportRow[];
  pickers: PickerReportRow[];
  /** The pickers' calls from Collect (docs/rules/reports.md#d11.7); null when the scope has no pickers' side. */
  calls: CallReport | null;
  /** Time to first call of the leads entered in the range (docs/rules/reports.md#d11.8). */
  freshness: FreshnessReport;
}

/** How soon leads were first called (docs/rules/reports.md#d11.8), for a day or a person. */
export interface FreshnessFigures {
  /** Leads entered (in the range, or that day) in the scope. */
  leads: number;
  /** Of those, the ones called at all. */
  called: number;
  /** The median whole minutes from entry to first call of the called ones; null when none was. */
  medianMinutes: number | null;
  /** Share of the leads called within 'Fresh for (hours)' of their entry, 0–1; null without leads. */
  freshShare: number | null;
}

export interface FreshnessReport {
  /** 'Fresh for (hours)' the shares were counted with. */
  freshHours: number;
  /** Every day of the range in order, by the day the leads were entered. */
  days: ({ day: string } & FreshnessFigures)[];
  totals: FreshnessFigures;
  /** Each creator with leads entered in the range, by name; empty without the creators' side. */
  creators: ({ _id: string; name: string } & FreshnessFigures)[];
  /** Each picker who holds or ended leads entered in the range, by name; empty without the pickers' side. */
  pickers: ({ _id: string; name: string } & FreshnessFigures)[];
}

/** A report's calls (docs/rules/reports.md#d11.7): Call and WhatsApp pressed on Collect, by the day they were pressed. */
export interface CallReport {
  /** Every day of the range in order: the calls started that day and their talk time. */
  days: { day: string; calls: number; talkSeconds: number }[];
  /** Each picker with calls in the range, by name. */
  pickers: { _id: string; name: string; calls: number; talkSeconds: number }[];
  /** How many leads were called once, twice, …: `attempts` calls to each of `leads` leads, fewest first. */
  attempts: { attempts: number; leads: number }[];
  totals: { calls: number; talkSeconds: number; leads: number };
}
