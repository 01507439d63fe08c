/**
 * The built image's smoke check (.ci/container.sh), over HTTP as a browser would call the server:
 * the super-admin signs in, makes an admin with a leader of each kind, a data creator and a data
 * picker; the creator adds a lead and the picker claims it. The paths come from the contract, so it
 * runs through tsx:
 *   SUPERADMIN_EMAIL=… SUPERADMIN_PASSWORD=… node --import tsx .ci/container-smoke.mjs http://127.0.0.1:PORT
 * One line a step; exits 1 at the first step that fails.
 */
import { randomBytes } from 'node:crypto';
import { authApi, leadsApi, pathTo, peopleApi } from '../src/contract/index.ts';

const origin = process.argv[2];
const superAdmin = { email: process.env.SUPERADMIN_EMAIL, password: process.env.SUPERADMIN_PASSWORD };
if (!origin || !superAdmin.email || !superAdmin.password) {
  console.error('usage: SUPERADMIN_EMAIL=… SUPERADMIN_PASSWORD=… container-smoke.mjs ORIGIN');
  process.exit(2);
}

/** Sends the call a contract declaration describes; the answer's data, or throws with its status. */
async function call(target, { token, body, status = 200 } = {}) {
  const response = await fetch(`${origin}/api/v1${pathTo(target)}`, {
    method: target.method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: token }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== status) {
    throw new Error(
      `${target.method} ${target.path}: ${response.status} ${answer.message} (wanted ${status})`,
    );
  }
  return answer.data;
}

async function step(what, run) {
  const started = Date.now();
  const result = await run();
  console.log(`smoke: ${what} (${Date.now() - started} ms)`);
  return result;
}

const tag = randomBytes(4).toString('hex');
const PASSWORD = 'smoke-pass-1';
const person = (role) => ({
  name: `${role} ${tag}`,
  email: `${role}-${tag}@smoke.test`,
  contact: '+50760000000',
  password: PASSWORD,
});
const signIn = async (email, password = PASSWORD) =>
  (await call(authApi.login, { body: { email, password } })).accessToken;

try {
  const root = await step('the super-admin signs in', () => signIn(superAdmin.email, superAdmin.password));
  const created = { token: root, status: 201 };
  const admin = await step('an admin is made', () =>
    call(peopleApi.createAdmin, { ...created, body: person('admin') }),
  );
  const under = { admin_email: admin.email };
  const leaders = await step('a leader of pickers and one of creators are made', () =>
    Promise.all(
      ['rental-picker', 'rental-creator'].map((assignFor) =>
        call(peopleApi.createTeamLeader, {
          ...created,
          body: { ...person(`${assignFor}-leader`), ...under, assignFor },
        }),
      ),
    ),
  );
  const [picker, creator] = await step('a data picker and a data creator are made', () =>
    Promise.all([
      call(peopleApi.createDataPicker, {
        ...created,
        body: { ...person('picker'), ...under, team_leader_email: leaders[0].email },
      }),
      call(peopleApi.createDataCreator, {
        ...created,
        body: { ...person('creator'), ...under, team_leader_email: leaders[1].email },
      }),
    ]),
  );
  const [pickerToken, creatorToken] = await step('both sign in', () =>
    Promise.all([signIn(picker.email), signIn(creator.email)]),
  );
  const lead = await step('the creator adds a lead', () =>
    call(leadsApi.create, {
      token: creatorToken,
      body: {
        facebook_name: 'Facebook Name',
        client_name: 'Client Name',
        number: '+15559990001',
        rent: '$700',
        houseApt_details: '2 bedrooms',
        address: 'Calle 50',
        post_link: 'https://facebook.com/post/1',
      },
    }),
  );
  const claim = await step('the picker claims it', () => call(leadsApi.claim, { token: pickerToken }));
  if (claim.rental?._id !== lead._id) {
    throw new Error(`the picker was given ${claim.rental?._id}, not the new lead ${lead._id}`);
  }
  console.log('smoke: passed');
} catch (error) {
  console.error(`smoke: failed: ${error.message}`);
  process.exit(1);
}
