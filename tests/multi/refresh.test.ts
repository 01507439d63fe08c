/**
 * Sessions across processes: the refresh cookie is a database token, so one process's cookie rotates
 * on the other, and a rotated cookie sent again ends the whole session on every process.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi, peopleApi } from '../../src/contract';
import { type Account, buildTeam, call, signIn, VIAS, type Via } from './support/cluster';

let picker: Account;

beforeAll(async () => {
  picker = (await buildTeam(1)).pickers[0]!;
});

const refresh = (via: Via, refreshCookie: string) => call(via, authApi.refresh, { refreshCookie });

describe('a refresh cookie', () => {
  it('issued by one process rotates on the other, and its replay is then refused everywhere', async () => {
    const first = (await signIn('a', picker.email)).refreshCookie;
    const onB = await refresh('b', first);
    expect(onB.status, onB.body.message).toBe(200);
    expect(onB.refreshCookie).toBeTruthy();
    expect(onB.refreshCookie).not.toBe(first);
    for (const via of VIAS) {
      expect((await call(via, peopleApi.profile, { token: onB.body.data.accessToken })).status).toBe(200);
    }
    const throughProxy = await refresh('proxy', onB.refreshCookie!);
    expect(throughProxy.status).toBe(200);
    const latest = throughProxy.refreshCookie!;

    // The first cookie again: refused, and the session it began is over on every process.
    for (const via of VIAS) {
      const replay = await refresh(via, first);
      expect(replay.status).toBe(401);
      expect(replay.refreshCookie).toBe('');
    }
    for (const via of VIAS) expect((await refresh(via, latest)).status).toBe(401);
  });
});
