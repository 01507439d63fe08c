/**
 * The freshness settings (docs/rules/claiming.md#d5.26, docs/rules/claiming.md#d5.28): 'Fresh for (hours)' and
 * 'Stale after (days)', their defaults, whole numbers within bounds, audited, absent keeps them, and the
 * super-admin's alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, pathTo, type Settings, settingsApi } from '../../../src/contract';
import { entriesSince, markOf } from '../audit/entries';
import { addPerson, type Person, startLeadsServer, type TestServer } from '../support';

let server: TestServer;
let root: Person;

/** Sent as it is, so a test may send what the contract's type would not allow. */
const save = (body: object, who = root) =>
  server.api<Settings>(pathTo(settingsApi.update), { method: 'PATCH', token: who.token(), body });
const load = () => server.call(settingsApi.get, { token: root.token() });

beforeAll(async () => {
  server = await startLeadsServer();
  root = await addPerson(server, { role: 'super-admin' });
});
afterAll(() => server.close());

describe('the freshness settings', () => {
  it('start at 48 hours fresh and 7 days to stale', async () => {
    expect((await load()).body.data).toMatchObject({ freshHours: 48, staleDays: 7 });
  });

  it('save, are audited, and stay as they are when a save leaves them out', async () => {
    const mark = await markOf(server);
    const saved = await save({ ...DEFAULT_SETTINGS, freshHours: 24, staleDays: 14 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ freshHours: 24, staleDays: 14 });
    const [entry] = await entriesSince(server, mark);
    expect(entry).toMatchObject({
      action: 'settings-changed',
      before: { freshHours: 48, staleDays: 7 },
      after: { freshHours: 24, staleDays: 14 },
    });
    const { freshHours, staleDays, ...older } = DEFAULT_SETTINGS;
    expect((await save(older)).body.data).toMatchObject({ freshHours: 24, staleDays: 14 });
  });

  it.each([
    [{ freshHours: 0 }, 'Fresh for (hours) must be at least 1'],
    [{ freshHours: 721 }, 'Fresh for (hours) must be at most 720'],
    [{ freshHours: 1.5 }, 'Fresh for (hours) must be a whole number'],
    [{ staleDays: 0 }, 'Stale after (days) must be at least 1'],
    [{ staleDays: 366 }, 'Stale after (days) must be at most 365'],
    [{ staleDays: 'soon' }, 'Stale after (days) must be a whole number'],
  ])('%j answers 400: %s, and saves nothing', async (bad, message) => {
    const before = (await load()).body.data;
    const refused = await save({ ...DEFAULT_SETTINGS, ...bad });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect((await load()).body.data).toEqual(before);
  });

  it('are the super-admin’s alone: 403 to every other role', async () => {
    const before = (await load()).body.data;
    for (const role of ['admin', 'team-leader', 'data-creator', 'data-picker'] as const) {
      const other = await addPerson(server, { role });
      const refused = await save({ ...DEFAULT_SETTINGS, freshHours: 5 }, other);
      expect(refused.status, role).toBe(403);
    }
    expect((await load()).body.data).toEqual(before);
  });
});
