/**
 * The demo organisation (`npm run seed:demo`): accounts through the staff services, then thirty days
 * of history written in a few bulk statements, the fetching settings, and fresh planner statistics.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { noListeners } from '../lib/events';
import { databaseImages } from '../services/deals/image-store';
import { updateSettings } from '../services/settings/settings';
import { createTemplate } from '../services/templates/create-template';
import { makeFaker } from './fake';
import { assertSeedable, emptyDatabase } from './guard';
import { HISTORY_DAYS, holdLeads, planHistory } from './history';
import { createDemoOrg, DEMO_PASSWORD, type DemoAccount, type DemoOrg } from './people';
import { seededRandom } from './random';
import { writeDeals } from './write-deals';
import { writeLeads } from './write-leads';
import { writeMessages } from './write-messages';

export interface SeedDemoOptions {
  now?: Date;
  /** Empty the database first instead of refusing one that has leads. */
  force?: boolean;
  /** Another seed gives another organisation. */
  seed?: number;
}

export interface DemoSummary {
  org: DemoOrg;
  /** Every account, bosses first. */
  accounts: DemoAccount[];
  password: string;
  counts: { leads: number; picked: number; held: number; deals: number; messages: number };
}

const DAY = 24 * 60 * 60 * 1000;

const DEMO_TEMPLATES = [
  {
    name: 'WhatsApp intro',
    body: 'Hi {client_name}! {picker_name} here. Is your place at {address} for {rent} still available? I would love to visit this week.',
  },
  {
    name: 'Ask about details',
    body: 'Hello {client_name}, this is {picker_name}. I saw your listing ({details}). Are pets allowed, and when could I see it?',
  },
];

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  if (options.force) await emptyDatabase(db);
  else await assertSeedable(db);

  const random = seededRandom(options.seed ?? 20_240_614);
  const faker = makeFaker(random);
  // History ends a few minutes ago: no picker is mid-lead or inside a claim delay when the demo opens.
  const cutoff = new Date(now.getTime() - 5 * 60_000);
  const historyStart = new Date(now.getTime() - HISTORY_DAYS * DAY);
  const org = await createDemoOrg(db, faker, now, historyStart);
  const history = planHistory(random, faker, org, cutoff);
  const held = holdLeads(random, history, [org.pickers[1]!, org.pickers[11]!], now);

  await writeLeads(db, history.leads);
  await writeDeals(db, databaseImages, random, history.deals);
  await writeMessages(db, history.messages, history.bells);
  const settingsDay = new Date(history.start.getTime() + 9 * 60 * 60_000);
  await updateSettings(
    { db, now: () => settingsDay, events: noListeners },
    {
      delayTime: 20,
      isDelayEnabled: true,
      holdTime: 30,
      isHoldEnabled: false,
      holdEnabledAt: null,
      leadsType: 'auto',
    },
    { _id: org.superAdmin.id, name: org.superAdmin.name, role: 'super-admin' },
  );
  // The first group's own first messages, beside the defaults every group has (docs/rules/templates.md#d12.1).
  const admin = org.admins[0]!;
  for (const template of DEMO_TEMPLATES)
    await createTemplate(
      { db, now: () => settingsDay },
      { _id: admin.id, name: admin.name, role: 'admin', assignFor: null, adminId: null },
      template,
    );
  // Thousands of rows arrived at once: plans must not rest on statistics of empty tables (docs/decisions.md#p29).
  await db.execute(
    sql`ANALYZE users, rentals, rental_search, closed_rentals, closed_rental_changes, messages`,
  );

  return {
    org,
    accounts: [
      org.superAdmin,
      ...org.admins,
      ...org.creatorLeaders,
      ...org.pickerLeaders,
      ...org.creators,
      ...org.pickers,
    ],
    password: DEMO_PASSWORD,
    counts: {
      leads: history.leads.length,
      picked: history.leads.filter((l) => l.finishedAt !== null).length,
      held: held.length,
      deals: history.deals.length,
      messages: history.messages.length,
    },
  };
}
