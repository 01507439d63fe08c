/** The demo's plan without a database: the same every run, before the cutoff, one lead at a time per picker. */
import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { normalizeNumber } from '../../../src/contract';
import { makeFaker } from './fake';
import { HISTORY_DAYS, holdLeads, planHistory } from './history';
import type { DemoAccount, DemoOrg } from './people';
import { receiptPng } from './png';
import { seededRandom } from './random';

const CUTOFF = new Date('2026-03-18T19:30:00Z'); // 14:30 in Panama, a Wednesday

/** An organisation shaped like the demo's, with made-up ids instead of database rows. */
function org(): DemoOrg {
  let n = 0;
  const account = (role: DemoAccount['role'], boss: Partial<DemoAccount> = {}): DemoAccount => {
    n += 1;
    return {
      id: `id-${n}`,
      name: `Person ${n}`,
      email: `p${n}@demo.test`,
      contact: '+50760000000',
      role,
      assignFor: null,
      adminId: null,
      teamLeaderId: null,
      group: '',
      ...boss,
    };
  };
  const admins = [account('admin'), account('admin')];
  const creatorLeaders = admins.map((a) =>
    account('team-leader', { adminId: a.id, assignFor: 'rental-creator' }),
  );
  const pickerLeaders = admins.map((a) =>
    account('team-leader', { adminId: a.id, assignFor: 'rental-picker' }),
  );
  const members = (role: DemoAccount['role'], leaders: DemoAccount[], count: number) =>
    Array.from({ length: count }, (_, i) => {
      const leader = leaders[i % 2]!;
      return account(role, { adminId: leader.adminId, teamLeaderId: leader.id });
    });
  return {
    superAdmin: account('super-admin'),
    admins,
    creatorLeaders,
    pickerLeaders,
    creators: members('data-creator', creatorLeaders, 10),
    pickers: members('data-picker', pickerLeaders, 20),
  };
}

function plan(cutoff = CUTOFF) {
  const random = seededRandom(7);
  const people = org();
  const history = planHistory(random, makeFaker(random), people, cutoff);
  const held = holdLeads(random, history, [people.pickers[1]!, people.pickers[11]!], cutoff);
  return { people, history, held };
}

describe('the demo history', () => {
  it('is the same on every run', () => {
    const a = plan().history;
    const b = plan().history;
    expect(b.leads.map((l) => [l.text, l.createdAt, l.picker?.id, l.status])).toEqual(
      a.leads.map((l) => [l.text, l.createdAt, l.picker?.id, l.status]),
    );
    expect(b.deals.map((d) => [d.lead.id, d.status, d.changes])).toEqual(
      a.deals.map((d) => [d.lead.id, d.status, d.changes]),
    );
  });

  it('keeps the past days whatever the hour today', () => {
    const early = plan(new Date(CUTOFF.getTime() - 6 * 3_600_000)).history;
    const late = plan().history;
    const pastNumbers = (leads: typeof late.leads) =>
      leads.filter((l) => l.createdAt < early.leads.at(-1)!.createdAt).map((l) => l.text.number);
    expect(pastNumbers(late.leads)).toEqual(pastNumbers(early.leads));
  });

  it('spans thirty days before the cutoff, with unique numbers in the stored form', () => {
    const { history } = plan();
    expect(history.leads.length).toBeGreaterThan(2000);
    const times = history.leads.flatMap((l) => [l.createdAt, l.fetchedAt, l.finishedAt, l.updatedAt]);
    for (const time of times) if (time) expect(time.getTime()).toBeLessThan(CUTOFF.getTime());
    expect(history.leads[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(history.start.getTime());
    expect(CUTOFF.getTime() - history.start.getTime()).toBeLessThan(HISTORY_DAYS * 86_400_000);
    const numbers = history.leads.map((l) => l.text.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.filter((n) => normalizeNumber(n) !== n)).toEqual([]);
  });

  it('has each picker work one lead at a time and hold at most one', () => {
    const { history, held } = plan();
    expect(held).toHaveLength(2);
    const byPicker = new Map<string, typeof history.leads>();
    for (const lead of history.leads.filter((l) => l.picker)) {
      byPicker.set(lead.picker!.id, [...(byPicker.get(lead.picker!.id) ?? []), lead]);
    }
    for (const leads of byPicker.values()) {
      const sorted = leads.sort((a, b) => a.fetchedAt!.getTime() - b.fetchedAt!.getTime());
      sorted.slice(1).forEach((lead, i) => {
        expect(sorted[i]!.finishedAt, 'only the last lead may be held').not.toBeNull();
        expect(lead.fetchedAt!.getTime()).toBeGreaterThanOrEqual(sorted[i]!.finishedAt!.getTime());
      });
    }
  });

  it('leaves each creator its newest messages unread', () => {
    const { history } = plan();
    expect(history.bells.length).toBeGreaterThan(0);
    for (const { creator, openedAt } of history.bells) {
      const theirs = history.messages.filter((m) => m.creator === creator);
      expect(theirs.filter((m) => m.createdAt > openedAt)).toHaveLength(2);
      expect(theirs.some((m) => m.createdAt < openedAt)).toBe(true);
    }
  });

  it("gives each group's first picker deals in every status", () => {
    const { history, people } = plan();
    for (const admin of people.admins) {
      const top = people.pickers.find((p) => p.adminId === admin.id)!;
      const statuses = new Set(history.deals.filter((d) => d.lead.picker === top).map((d) => d.status));
      expect([...statuses].sort()).toEqual(['done', 'failed', 'in-process']);
    }
  });
});

describe('the receipt pictures', () => {
  it('are valid PNGs of 96 × 128 pixels', async () => {
    const png = receiptPng(seededRandom(1));
    expect(await fileTypeFromBuffer(png)).toEqual({ ext: 'png', mime: 'image/png' });
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 128]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(128 * (1 + 96 * 3));
  });
});
