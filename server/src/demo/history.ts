/**
 * Thirty days of the organisation's work, planned in memory before anything is written: creators
 * post leads in Panama working hours (fewer at weekends), two bulk uploads and one upload for use
 * arrive, pickers claim leads one at a time and finish them valid or invalid, record client emails,
 * close deals that admins later settle, and message creators. Every instant is before `cutoff`, and a
 * picker works one lead at a time, so the rules the server enforces hold for the history too.
 *
 * The generator is drawn the same number of times whatever the hour, so the people, leads and
 * numbers are the same on every run; only what lies after `cutoff` today is left out.
 */
import { type ClosedStatus, type NumberStatus, PAYMENT_METHODS } from '../../../src/contract';
import type { RentalSource } from '../db/schema';
import { panamaToday } from '../lib/panama-day';
import type { Faker, LeadText } from './fake';
import type { DemoAccount, DemoOrg } from './people';
import type { Random } from './random';
import { PICKER_MESSAGES } from './words';

export const HISTORY_DAYS = 30;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface LeadPlan {
  id: string;
  text: LeadText;
  source: RentalSource;
  creator: DemoAccount | null;
  createdAt: Date;
  picker: DemoAccount | null;
  fetchedAt: Date | null;
  finishedAt: Date | null;
  status: NumberStatus | null;
  /** Set when the picker recorded the client's email. */
  clientEmail: string | null;
  updatedAt: Date;
  rand: number;
}

export interface DealPlan {
  id: string;
  lead: LeadPlan;
  paymentMethod: string;
  createdAt: Date;
  status: ClosedStatus;
  /** In order, starting with the picker's in-process. */
  changes: { status: ClosedStatus; by: string; at: Date }[];
}

export interface MessagePlan {
  lead: LeadPlan;
  picker: DemoAccount;
  creator: DemoAccount;
  message: string;
  createdAt: Date;
}

/** When a creator last opened the bell: the messages after it are unread (docs/rules/messages.md#d5.20). */
export interface BellPlan {
  creator: DemoAccount;
  openedAt: Date;
}

export interface History {
  leads: LeadPlan[];
  deals: DealPlan[];
  messages: MessagePlan[];
  bells: BellPlan[];
  /** The first instant of the history: midnight in Panama, 29 days before today. */
  start: Date;
}

const UNREAD_PER_CREATOR = 2;

/** Free text typed for Other. */
const OTHER_PAYMENTS = ['Zelle', 'Cash App', 'Money order', 'Cash at the office'];

/**
 * A top closer's outcomes in turn: older than three days done, failed, done, in process; newer
 * done, in process, failed, in process (the thresholds below).
 */
const TURNS = [0.1, 0.7, 0.25, 0.9];

/** One lead's work by one picker: claimed, then finished. */
interface Claim {
  picker: DemoAccount;
  fetchedAt: Date;
  finishedAt: Date;
}

export function planHistory(random: Random, faker: Faker, org: DemoOrg, cutoff: Date): History {
  const today = panamaToday(cutoff).from.getTime();
  const start = new Date(today - (HISTORY_DAYS - 1) * DAY);
  const leads: LeadPlan[] = [];
  const deals: DealPlan[] = [];
  const messages: MessagePlan[] = [];
  const bulkCreators = org.admins.map((admin) => org.creators.find((c) => c.adminId === admin.id)!);
  // The first picker of each group closes more deals than most: the obvious one to sign in as.
  const topClosers = new Set(org.admins.map((admin) => org.pickers.find((p) => p.adminId === admin.id)!.id));
  const adminOf = new Map(org.admins.map((admin) => [admin.id, admin]));
  /** Deals closed so far by each picker. */
  const closed = new Map<string, number>();

  const newLead = (creator: DemoAccount | null, source: RentalSource, createdAt: Date): LeadPlan => ({
    id: random.uuid(),
    text: faker.lead(),
    source,
    creator,
    createdAt,
    picker: null,
    fetchedAt: null,
    finishedAt: null,
    status: null,
    clientEmail: null,
    updatedAt: createdAt,
    rand: random.next(),
  });

  /** Leads waiting in the pool, in order of creation; `pool` holds those created up to the last pick. */
  const pool: LeadPlan[] = [];
  const incoming: LeadPlan[] = [];

  for (let day = 0; day < HISTORY_DAYS; day++) {
    const dayStart = today - (HISTORY_DAYS - 1 - day) * DAY;
    const at = (minutes: number) => new Date(dayStart + minutes * MINUTE);
    const weekday = new Date(dayStart - 5 * HOUR).getUTCDay();
    const volume = weekday === 0 ? 0.25 : weekday === 6 ? 0.6 : 1;
    const dayLeads: LeadPlan[] = [];

    for (const creator of org.creators) {
      const count = Math.round(random.int(7, 14) * volume);
      for (let i = 0; i < count; i++)
        dayLeads.push(newLead(creator, 'form', at(random.int(8 * 60, 18 * 60 + 30))));
    }
    // Bulk uploads by each group's permitted creator, and one upload for use by the super-admin: every
    // row of an upload shares its instant, as an import writes them.
    if (day === 8 || day === 20) {
      for (const creator of bulkCreators) {
        const when = at(random.int(9 * 60, 16 * 60));
        const size = random.int(60, 110);
        for (let i = 0; i < size; i++) dayLeads.push(newLead(creator, 'bulk', when));
      }
    }
    if (day === 12) {
      const when = at(random.int(10 * 60, 12 * 60));
      for (let i = 0; i < 250; i++) dayLeads.push(newLead(null, 'for-use', when));
    }
    dayLeads.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    // Today's leads from later hours are not posted yet.
    const posted = dayLeads.filter((lead) => lead.createdAt < cutoff);

    for (const lead of posted) {
      // Some numbers are marked invalid from Make Invalid before anyone claims them.
      const markedAfter = random.int(10, 6 * 60) * MINUTE;
      if (random.chance(0.03)) {
        const markedAt = new Date(lead.createdAt.getTime() + markedAfter);
        if (markedAt < cutoff) {
          lead.status = 'invalid';
          lead.updatedAt = markedAt;
          continue;
        }
      }
      incoming.push(lead);
    }
    leads.push(...posted);

    // Each picker's sessions: one lead at a time, a few minutes each, pauses between.
    const picks: Claim[] = [];
    for (const picker of org.pickers) {
      const works = random.chance(weekday === 0 ? 0.15 : weekday === 6 ? 0.5 : 0.85);
      const target = Math.round(random.int(3, 8) * (weekday === 6 ? 0.7 : 1));
      let t = dayStart + random.int(8 * 60, 9 * 60 + 30) * MINUTE;
      for (let i = 0; i < 8; i++) {
        const duration = random.int(3, 25) * MINUTE;
        const pause = random.int(1, 25) * MINUTE;
        if (works && i < target && t < dayStart + 19 * HOUR) {
          picks.push({ picker, fetchedAt: new Date(t), finishedAt: new Date(t + duration) });
        }
        t += duration + pause;
      }
    }
    picks.sort((a, b) => a.fetchedAt.getTime() - b.fetchedAt.getTime());

    for (const pick of picks) {
      const newest = random.chance(0.5);
      const index = random.next();
      const valid = random.chance(0.62);
      const top = topClosers.has(pick.picker.id);
      const email = random.chance(top ? 0.45 : 0.2);
      const emailAfter = random.int(2, 90) * MINUTE;
      const deal = random.chance(top ? 0.85 : 0.6);
      const dealAfter = random.int(10, 2 * 24 * 60) * MINUTE;
      const settleAfter = random.int(60, 3 * 24 * 60) * MINUTE;
      // A top closer's deals take each outcome in turn, so its list shows every status.
      const drawn = random.next();
      const outcome = top ? TURNS[(closed.get(pick.picker.id) ?? 0) % TURNS.length]! : drawn;
      const corrected = random.chance(0.05);
      const payment = random.pick([...PAYMENT_METHODS]);
      const other = random.pick(OTHER_PAYMENTS);
      const settler = random.chance(0.8) ? 'admin' : 'super-admin';
      const messaged = random.chance(0.06);
      const messageText = random.pick(PICKER_MESSAGES);
      const messageAfter = random.next();
      const dealId = random.uuid();

      // A pick still running at the cutoff never happened: the picker is not mid-lead in the demo.
      if (pick.finishedAt >= cutoff) continue;
      while (incoming.length > 0 && incoming[0]!.createdAt <= pick.fetchedAt) pool.push(incoming.shift()!);
      if (pool.length === 0) continue;
      // Settings 'auto' serve today's newest first; older leads still go out through the day.
      const [lead] = pool.splice(newest ? pool.length - 1 : Math.floor(index * pool.length), 1);
      if (!lead) continue;
      lead.picker = pick.picker;
      lead.fetchedAt = pick.fetchedAt;
      lead.finishedAt = pick.finishedAt;
      lead.status = valid ? 'valid' : 'invalid';
      lead.updatedAt = pick.finishedAt;

      if (messaged && lead.creator) {
        const sentAt = new Date(
          pick.fetchedAt.getTime() + messageAfter * (pick.finishedAt.getTime() - pick.fetchedAt.getTime()),
        );
        messages.push({
          lead,
          picker: pick.picker,
          creator: lead.creator,
          message: messageText,
          createdAt: sentAt,
        });
      }

      const emailAt = new Date(pick.finishedAt.getTime() + emailAfter);
      if (!valid || !email || emailAt >= cutoff) continue;
      lead.clientEmail = lead.text.clientEmail;
      lead.updatedAt = emailAt;

      const dealAt = new Date(emailAt.getTime() + dealAfter);
      if (!deal || dealAt >= cutoff) continue;
      const picker = pick.picker;
      const plan: DealPlan = {
        id: dealId,
        lead,
        paymentMethod: payment === 'Other' ? other : payment,
        createdAt: dealAt,
        status: 'in-process',
        changes: [{ status: 'in-process', by: picker.id, at: dealAt }],
      };
      const settledAt = new Date(dealAt.getTime() + settleAfter);
      // Older deals are mostly settled; a settlement after the cutoff has not happened yet.
      const old = cutoff.getTime() - dealAt.getTime() > 3 * DAY;
      const final: ClosedStatus | null =
        outcome < (old ? 0.6 : 0.2) ? 'done' : outcome < (old ? 0.85 : 0.3) ? 'failed' : null;
      if (final && settledAt < cutoff) {
        const by = settler === 'admin' ? adminOf.get(picker.adminId!)!.id : org.superAdmin.id;
        const first = corrected ? (final === 'done' ? 'failed' : 'done') : final;
        plan.changes.push({ status: first, by, at: settledAt });
        const correctedAt = new Date(settledAt.getTime() + 2 * HOUR);
        if (first !== final && correctedAt < cutoff)
          plan.changes.push({ status: final, by, at: correctedAt });
        plan.status = plan.changes.at(-1)!.status;
      }
      deals.push(plan);
      closed.set(picker.id, (closed.get(picker.id) ?? 0) + 1);
    }
  }
  // Each creator last opened its bell between its newest messages: the two newest wait unread.
  const bells: BellPlan[] = [];
  for (const creator of org.creators) {
    const theirs = messages
      .filter((m) => m.creator === creator)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const lastRead = theirs.at(-UNREAD_PER_CREATOR - 1);
    const firstUnread = theirs.at(-UNREAD_PER_CREATOR);
    if (!lastRead || !firstUnread) continue;
    const openedAt = new Date((lastRead.createdAt.getTime() + firstUnread.createdAt.getTime()) / 2);
    bells.push({ creator, openedAt });
  }
  return { leads, deals, messages, bells, start };
}

/**
 * A lead or two held right now: each holder claimed one a few minutes ago, after its last finish, and
 * has not finished it. Taken from the leads still in the pool at `now`.
 */
export function holdLeads(random: Random, history: History, holders: DemoAccount[], now: Date): LeadPlan[] {
  const held: LeadPlan[] = [];
  for (const picker of holders) {
    const ago = random.int(2, 12) * MINUTE;
    const lastFinish = Math.max(
      0,
      ...history.leads.filter((l) => l.picker?.id === picker.id).map((l) => l.finishedAt!.getTime()),
    );
    const fetchedAt = new Date(Math.min(now.getTime(), Math.max(now.getTime() - ago, lastFinish + 30_000)));
    const lead = history.leads
      .filter((l) => l.picker === null && l.status === null && l.createdAt < fetchedAt)
      .at(-1);
    if (!lead) continue;
    lead.picker = picker;
    lead.fetchedAt = fetchedAt;
    lead.updatedAt = fetchedAt;
    held.push(lead);
  }
  return held;
}
