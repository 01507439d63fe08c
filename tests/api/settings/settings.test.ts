import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClaimResult, DEFAULT_SETTINGS, RELEASE_AFTER_LABEL, settingsApi } from '../../../src/contract';
import {
  addPerson,
  as,
  buildTeam,
  insertLeads,
  type Person,
  startLeadsServer,
  type TestServer,
} from '../support';

let server: TestServer;
let root: Person;

const save = (body: unknown) => server.call(settingsApi.update, { token: root.token(), body });
const load = () => server.call(settingsApi.get, { token: root.token() });

beforeAll(async () => {
  server = await startLeadsServer();
  root = await addPerson(server, { role: 'super-admin' });
});
afterAll(() => server.close());

describe('the settings', () => {
  it('start with the spec’s defaults', async () => {
    const res = await load();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_SETTINGS);
    // Held leads go back to the pool after 30 minutes (docs/rules/operations.md#d9.4).
    expect(res.body.data.releaseAfter).toBe(30);
  });

  it('save and come back as saved, and the fetch follows them', async () => {
    const values = { ...DEFAULT_SETTINGS, delayTime: 45, isDelayEnabled: true, leadsType: 'newest' as const };
    const saved = await save(values);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Settings updated successfully', data: values });
    expect((await load()).body.data).toEqual(values);

    const { pickers } = await buildTeam(server);
    await insertLeads(server, 1);
    const fetched = await as<ClaimResult>(server, pickers[0]!, '/rental/get-single-rental');
    expect(fetched.body.data).toMatchObject({ delayTime: 45, isDelayEnabled: true });
  });

  it('start a hold switched on without a time now, and keep a time given', async () => {
    const on = await save({ ...DEFAULT_SETTINGS, isHoldEnabled: true, holdTime: 30, holdEnabledAt: null });
    expect(on.body.data.holdEnabledAt).toBe(server.clock.now().toISOString());
    const given = '2026-03-10T18:30:00.000Z';
    const later = await save({
      ...DEFAULT_SETTINGS,
      isHoldEnabled: true,
      holdTime: 30,
      holdEnabledAt: given,
    });
    expect(later.body.data.holdEnabledAt).toBe(given);
    const off = await save({ ...DEFAULT_SETTINGS, holdEnabledAt: null });
    expect(off.body.data).toMatchObject({ isHoldEnabled: false, holdEnabledAt: null });
  });

  it('refuse bad values with the form’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ delayTime: -1 }, 'Delay Time must be at least 0'],
      [{ holdTime: 1.5 }, 'Hold Time must be a whole number'],
      [{ leadsType: 'fastest' }, 'Leads Type is not a valid choice'],
      [{ holdEnabledAt: 'yesterday' }, 'Hold Enabled At must be a date and time'],
    ];
    for (const [overrides, message] of cases) {
      const res = await save({ ...DEFAULT_SETTINGS, ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await save({ ...DEFAULT_SETTINGS, isDelayEnabled: 'yes' })).status).toBe(400);
    expect((await save({})).status).toBe(400);
    expect((await save('settings')).status).toBe(400);
  });
});

describe('the release of held leads after a while (docs/rules/operations.md#d9.4)', () => {
  it('saves the minutes sent, 0 (never) and a week included', async () => {
    for (const releaseAfter of [45, 0, 10_080]) {
      const saved = await save({ ...DEFAULT_SETTINGS, releaseAfter });
      expect(saved.status).toBe(200);
      expect(saved.body.data.releaseAfter).toBe(releaseAfter);
      expect((await load()).body.data.releaseAfter).toBe(releaseAfter);
    }
  });

  it('keeps the stored value when a client leaves it out', async () => {
    await save({ ...DEFAULT_SETTINGS, releaseAfter: 12 });
    const { releaseAfter: _left, ...older } = DEFAULT_SETTINGS;
    const saved = await save({ ...older, delayTime: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ delayTime: 7, releaseAfter: 12 });
    expect((await load()).body.data.releaseAfter).toBe(12);
  });

  it('refuses what is not a whole number of minutes from 0 to a week, and keeps the stored value', async () => {
    await save({ ...DEFAULT_SETTINGS, releaseAfter: 20 });
    const cases: [unknown, string][] = [
      [-1, `${RELEASE_AFTER_LABEL} must be at least 0`],
      [10_081, `${RELEASE_AFTER_LABEL} must be at most 10080`],
      [2.5, `${RELEASE_AFTER_LABEL} must be a whole number`],
      ['soon', `${RELEASE_AFTER_LABEL} must be a whole number`],
      [null, `${RELEASE_AFTER_LABEL} is required`],
    ];
    for (const [releaseAfter, message] of cases) {
      const res = await save({ ...DEFAULT_SETTINGS, releaseAfter });
      expect(res.status, JSON.stringify(releaseAfter)).toBe(400);
      expect(res.body).toMatchObject({ message, errors: [{ path: 'releaseAfter', message }] });
    }
    expect((await load()).body.data.releaseAfter).toBe(20);
  });
});
