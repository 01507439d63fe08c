/**
 * The recycling settings (docs/rules/claiming.md#d5.5): No Answer retry minutes, attempts per lead, callback grace and
 * skips per day: their defaults, whole numbers within bounds, audited, absent keeps them, and the
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

describe('the recycling settings', () => {
  it('start at 120 minutes, 3 attempts, 30 minutes of grace and 5 skips', async () => {
    expect((await load()).body.data).toMatchObject({
      noAnswerRetryMinutes: 120,
      maxAttempts: 3,
      callbackGraceMinutes: 30,
      skipLimit: 5,
    });
  });

  it('save, are audited, and stay as they are when a save leaves them out', async () => {
    const values = { noAnswerRetryMinutes: 45, maxAttempts: 5, callbackGraceMinutes: 0, skipLimit: 10 };
    const mark = await markOf(server);
    const saved = await save({ ...DEFAULT_SETTINGS, ...values });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(values);
    const [entry] = await entriesSince(server, mark);
    expect(entry).toMatchObject({
      action: 'settings-changed',
      before: { noAnswerRetryMinutes: 120, maxAttempts: 3, callbackGraceMinutes: 30, skipLimit: 5 },
      after: values,
    });
    const { noAnswerRetryMinutes, maxAttempts, callbackGraceMinutes, skipLimit, ...older } = DEFAULT_SETTINGS;
    expect((await save(older)).body.data).toMatchObject(values);
    expect((await load()).body.data).toMatchObject(values);
  });

  it.each([
    [{ noAnswerRetryMinutes: 0 }, 'Retry No Answer after (minutes) must be at least 1'],
    [{ noAnswerRetryMinutes: 10_081 }, 'Retry No Answer after (minutes) must be at most 10080'],
    [{ maxAttempts: 0 }, 'Attempts per lead must be at least 1'],
    [{ maxAttempts: 11 }, 'Attempts per lead must be at most 10'],
    [{ maxAttempts: 2.5 }, 'Attempts per lead must be a whole number'],
    [{ callbackGraceMinutes: -1 }, 'Callback grace (minutes) must be at least 0'],
    [{ callbackGraceMinutes: 1_441 }, 'Callback grace (minutes) must be at most 1440'],
    [{ skipLimit: 101 }, 'Skips per picker per day must be at most 100'],
    [{ skipLimit: 'many' }, 'Skips per picker per day must be a whole number'],
  ])('%j answers 400: %s, and saves nothing', async (bad, message) => {
    const before = (await load()).body.data;
    const refused = await save({ ...DEFAULT_SETTINGS, ...bad });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect((await load()).body.data).toEqual(before);
  });

  it('are the super-admin’s alone: 403 to an admin and every other role', async () => {
    const before = (await load()).body.data;
    for (const role of ['admin', 'team-leader', 'data-creator', 'data-picker'] as const) {
      const other = await addPerson(server, { role });
      const refused = await save({ ...DEFAULT_SETTINGS, skipLimit: 50 }, other);
      expect(refused.status, role).toBe(403);
      expect((await server.call(settingsApi.get, { token: other.token() })).status, role).toBe(403);
    }
    expect((await load()).body.data).toEqual(before);
  });
});
