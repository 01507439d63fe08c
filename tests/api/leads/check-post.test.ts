/**
 * Create Rental's checks before sending (docs/rules/leads.md#d5.23): a number or a post link already a lead's is
 * said with who entered it and when, a listed number as listed, a free one as null; creators, leaders,
 * admins and the super-admin ask, pickers are refused, and a bad question is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_NEEDS_INPUT,
  doNotContactApi,
  INVALID_NUMBER,
  INVALID_URL,
  leadsApi,
  type PostCheckQuery,
  postCheckApi,
} from '../../../src/contract';
import {
  buildGroup,
  type CallerName,
  type Callers,
  type Group,
  nextNumber,
  signInCallers,
  startLeadsServer,
  type TestServer,
} from '../support';

let server: TestServer;
let group: Group;
let callers: Callers;
const POST = 'https://www.facebook.com/groups/rentals/posts/5150';
let saved: { number: string; createdAt: string };

const check = (query: Record<string, string>, who: CallerName = 'creator') =>
  server.call(postCheckApi.check, { token: callers.token[who], query: query as PostCheckQuery });

beforeAll(async () => {
  server = await startLeadsServer();
  group = await buildGroup(server);
  callers = await signInCallers(server, group);
  const created = await server.call(leadsApi.create, {
    token: callers.token.creator,
    body: {
      facebook_name: 'Dayana FB',
      client_name: 'Maria Lopez',
      number: nextNumber(),
      rent: '$1,450',
      houseApt_details: '3 bed 2 bath house',
      address: '1580 Cypress St NW, Atlanta GA',
      post_link: POST,
    },
  });
  expect(created.status).toBe(200);
  saved = { number: created.body.data.number, createdAt: created.body.data.createdAt };
});
afterAll(() => server.close());

describe('who may check', () => {
  it.each(['super-admin', 'admin', 'creator-leader', 'picker-leader', 'creator'] as const)(
    'answers the %s',
    async (who) => {
      const answer = await check({ number: nextNumber() }, who);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ number: null, post_link: null });
    },
  );

  it('refuses a picker with 403 and a signed-out caller with 401', async () => {
    expect((await check({ number: saved.number }, 'picker')).status).toBe(403);
    expect((await check({ number: saved.number }, 'signed-out')).status).toBe(401);
  });
});

describe('the answers', () => {
  it('names the creator and the day of a number already saved, however it is written', async () => {
    const national = saved.number.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
    const answer = await check({ number: national });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      number: { state: 'exists', creatorName: group.creator.name, createdAt: saved.createdAt },
      post_link: null,
    });
  });

  it("says another creator's lead the same way, and nothing of its client", async () => {
    const answer = await check({ number: saved.number }, 'creator-leader');
    expect(Object.keys(answer.body.data.number ?? {}).sort()).toEqual(['createdAt', 'creatorName', 'state']);
  });

  it('finds a saved post from any copy of its link', async () => {
    const answer = await check({ post_link: 'https://m.facebook.com/groups/rentals/posts/5150/?mibextid=x' });
    expect(answer.body.data).toEqual({
      number: null,
      post_link: { state: 'exists', creatorName: group.creator.name, createdAt: saved.createdAt },
    });
  });

  it('says a number on the do-not-contact list is listed', async () => {
    const number = nextNumber();
    const added = await server.call(doNotContactApi.add, {
      token: callers.token['super-admin'],
      body: { number, reason: 'Asked us to stop' },
    });
    expect(added.status).toBe(200);
    const answer = await check({ number, post_link: 'https://facebook.com/groups/rentals/posts/1' });
    expect(answer.body.data).toEqual({ number: { state: 'listed' }, post_link: null });
  });

  it('refuses a check of nothing, a bad number and a bad link with 400', async () => {
    for (const [query, message] of [
      [{}, CHECK_NEEDS_INPUT],
      [{ number: '  ', post_link: '' }, CHECK_NEEDS_INPUT],
      [{ number: '12' }, INVALID_NUMBER],
      [{ post_link: 'not a link' }, INVALID_URL],
      [{ number: '5'.repeat(31) }, 'Maximum 30 characters allowed'],
    ] as const) {
      const answer = await check(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});
