/**
 * Duplicates beyond the number (docs/rules/leads.md#d5.14): the same post however its link was copied, a likely
 * duplicate (same rent, similar address, within 60 days) shown with its matches and created once
 * confirmed, and two creates of one post at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIKELY_DUPLICATE, leadsApi, POST_EXISTS } from '../../../src/contract';
import {
  addRental,
  buildTeam,
  createdBy,
  nextNumber,
  type Person,
  query,
  startLeadsServer,
  type Team,
  type TestServer,
} from '../support';

let server: TestServer;
let team: Team;
let creator: Person;
let places = 0;

/** A lead of its own address and post unless `overrides` says otherwise. */
const form = (overrides: Record<string, unknown> = {}) => {
  places += 1;
  return {
    facebook_name: 'Maria FB',
    client_name: 'Maria Lopez',
    number: nextNumber(),
    rent: `$${1000 + places}`,
    houseApt_details: '2 bedrooms',
    address: `${places} Ocean Avenue, Panama`,
    post_link: `https://facebook.com/groups/rentals/posts/${places}`,
    ...overrides,
  };
};

const create = (body: unknown, who: Person = creator) =>
  server.call(leadsApi.create, { token: who.token(), body });

const leadsWith = async (column: 'post_link' | 'address', value: string) =>
  (
    await query<{ n: number }>(
      server,
      sql`SELECT count(*)::int AS n FROM rentals WHERE ${sql.identifier(column)} = ${value}`,
    )
  )[0]!.n;

beforeAll(async () => {
  server = await startLeadsServer();
  team = await buildTeam(server);
  creator = team.creator;
});
afterAll(() => server.close());

describe('the same post', () => {
  it('refuses every copy of a saved post with 409 under the post link, even confirmed, and writes nothing', async () => {
    const first = await create(form({ post_link: 'https://www.facebook.com/groups/rentals/posts/777' }));
    expect(first.status).toBe(200);
    for (const link of [
      'http://facebook.com/groups/rentals/posts/777',
      'https://m.facebook.com/groups/rentals/posts/777/',
      'https://web.facebook.com/groups/rentals/posts/777?mibextid=Nif5oz',
      'https://facebook.com/groups/rentals/posts/777/?ref=share&fbclid=IwAR&utm_source=whatsapp#top',
    ]) {
      const again = await create(form({ post_link: link, confirmDuplicate: true }));
      expect(again.status, link).toBe(409);
      expect(again.body.message).toBe(POST_EXISTS);
      expect(again.body.errors).toEqual([{ path: 'post_link', message: POST_EXISTS }]);
      expect(await leadsWith('post_link', link)).toBe(0);
    }
  });

  it('keeps the parameters that name a post: another story is another lead', async () => {
    expect(
      (await create(form({ post_link: 'https://facebook.com/permalink.php?story_fbid=1&id=9' }))).status,
    ).toBe(200);
    expect(
      (await create(form({ post_link: 'https://facebook.com/permalink.php?story_fbid=2&id=9' }))).status,
    ).toBe(200);
    const same = await create(
      form({ post_link: 'https://m.facebook.com/permalink.php?id=9&story_fbid=1&ref=share' }),
    );
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(POST_EXISTS);
  });

  it('says a saved number before a saved post', async () => {
    const lead = form();
    expect((await create(lead)).status).toBe(200);
    const again = await create({ ...lead, address: '9 Elsewhere Rd' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This number already exists');
  });

  it('lets exactly one of two simultaneous creates of one post through', async () => {
    const link = 'https://facebook.com/groups/rentals/posts/race';
    const answers = await Promise.all([
      create(form({ post_link: link })),
      create(form({ post_link: `${link}/?ref=share` })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(POST_EXISTS);
    const [row] = await query<{ n: number }>(
      server,
      sql`SELECT count(*)::int AS n FROM rentals WHERE post_key = 'facebook.com/groups/rentals/posts/race'`,
    );
    expect(row?.n).toBe(1);
  });
});

describe('a likely duplicate', () => {
  it('answers 409 with the matches, writes nothing, and creates it once confirmed', async () => {
    const first = await create(form({ rent: '$2,450', address: '12 Calle 77, San Francisco' }));
    expect(first.status).toBe(200);
    const like = form({ rent: '2450 a month', address: '12 calle 77 San Francisco' });
    const refused = await create(like);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LIKELY_DUPLICATE);
    expect(refused.body.code).toBe('likely-duplicate');
    expect(refused.body.matches).toEqual([
      {
        _id: first.body.data._id,
        address: '12 Calle 77, San Francisco',
        rent: '$2,450',
        post_link: first.body.data.post_link,
        createdAt: first.body.data.createdAt,
      },
    ]);
    expect(await leadsWith('address', like.address)).toBe(0);

    const confirmed = await create({ ...like, confirmDuplicate: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ address: like.address, rent: like.rent });
    expect(confirmed.body.data).not.toHaveProperty('confirmDuplicate');
    // A third sees both.
    const third = await create(form({ rent: '$2450', address: '12 Calle 77, San Francisco' }));
    expect(third.body.matches?.map((match) => match._id)).toEqual([
      confirmed.body.data._id,
      first.body.data._id,
    ]);
  });

  it('needs the same rent, the same numbers in the address and a similar address', async () => {
    expect((await create(form({ rent: '$3100', address: '8 Via Porras, Bella Vista' }))).status).toBe(200);
    for (const other of [
      { rent: '$3200', address: '8 Via Porras, Bella Vista' },
      { rent: '$3100', address: '9 Via Porras, Bella Vista' },
      { rent: '$3100', address: '8 Calle Uruguay, Marbella' },
    ])
      expect((await create(form(other))).status, JSON.stringify(other)).toBe(200);
  });

  it('looks back 60 days only, and at any creator’s leads', async () => {
    const day = 86_400_000;
    const now = server.clock.now().getTime();
    await addRental(server, {
      rent: '$4100',
      address: '5 Avenida Balboa',
      createdAt: new Date(now - 61 * day),
    });
    expect((await create(form({ rent: '$4100', address: '5 Avenida Balboa' }))).status).toBe(200);
    const other = await buildTeam(server);
    const theirs = await addRental(server, {
      ...createdBy(other.creator.user),
      rent: '$4200',
      address: '6 Avenida Balboa',
      createdAt: new Date(now - 59 * day),
    });
    const refused = await create(form({ rent: '$4200', address: '6 Avenida Balboa' }));
    expect(refused.status).toBe(409);
    expect(refused.body.matches?.map((match) => match._id)).toEqual([theirs.id]);
  });

  it('refuses a confirmDuplicate that is no boolean with a 400', async () => {
    const bad = await create(form({ confirmDuplicate: 'yes' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.path).toBe('confirmDuplicate');
  });

  it('is a creator’s call only', async () => {
    const admin = await create(form(), team.admin);
    expect(admin.status).toBe(403);
  });
});
