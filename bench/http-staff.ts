/**
 * Staff for the benches that drive the real server over HTTP (bench:lighthouse, bench:ocr): as the
 * super-admin, an admin, a team leader of the worker's kind, and the one worker the bench signs in as,
 * each made through the API as a person would.
 */
import { type LoginResult, pathTo, peopleApi } from '../src/contract';

export const BENCH_SUPER_ADMIN = { email: 'root@bench.test', password: 'bench-root-password' };

export interface Credentials {
  email: string;
  password: string;
}

type Worker = 'data-picker' | 'data-creator';

const KINDS = {
  'data-picker': { create: peopleApi.createDataPicker, assignFor: 'rental-picker', name: 'Bench Picker' },
  'data-creator': { create: peopleApi.createDataCreator, assignFor: 'rental-creator', name: 'Bench Creator' },
} as const;

async function post<T>(origin: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${answer.message}`);
  return answer.data as T;
}

/** Signs in over the API, as the login form would. */
export const signIn = (origin: string, who: Credentials): Promise<LoginResult> =>
  post<LoginResult>(origin, '/auth/login', who);

/** Makes the worker `who` of that role, with its admin and team leader, on a server started with BENCH_SUPER_ADMIN. */
export async function makeWorker(origin: string, role: Worker, who: Credentials): Promise<void> {
  const kind = KINDS[role];
  const root = (await signIn(origin, BENCH_SUPER_ADMIN)).accessToken;
  const person = (name: string, email: string) => ({
    name,
    email,
    contact: '5550100',
    password: 'bench-pass-1',
  });
  await post(origin, pathTo(peopleApi.createAdmin), person('Bench Admin', 'admin@bench.test'), root);
  await post(
    origin,
    pathTo(peopleApi.createTeamLeader),
    {
      ...person('Bench Leader', 'leader@bench.test'),
      admin_email: 'admin@bench.test',
      assignFor: kind.assignFor,
    },
    root,
  );
  await post(
    origin,
    pathTo(kind.create),
    {
      ...person(kind.name, who.email),
      password: who.password,
      admin_email: 'admin@bench.test',
      team_leader_email: 'leader@bench.test',
    },
    root,
  );
}
