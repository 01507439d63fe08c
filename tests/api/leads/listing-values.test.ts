/**
 * A new lead's rent holds an amount and its details and address two words (docs/rules/leads.md#d5.17):
 * the create call refuses the reviewer's "abc", "x" and "y" with the form's messages, in English and
 * Spanish, writing nothing, and takes the ways listings write a rent.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsApi } from '../../../src/contract';
import {
  buildTeam,
  distinctPlace,
  type Person,
  query,
  snapshotAll,
  startLeadsServer,
  type Team,
  type TestServer,
} from '../support';

let server: TestServer;
let team: Team;
let creator: Person;
let numbers = 0;

const form = (overrides: Record<string, unknown> = {}) => {
  numbers += 1;
  return {
    facebook_name: 'Maria FB',
    client_name: 'Maria Lopez',
    number: `+1 555 301 ${String(numbers).padStart(4, '0')}`,
    rent: '$700',
    houseApt_details: '2 bd 1 ba, pets ok',
    ...distinctPlace(),
    ...overrides,
  };
};

const create = (body: unknown, headers?: Record<string, string>) =>
  server.call(leadsApi.create, { token: creator.token(), body, ...(headers && { headers }) });

beforeAll(async () => {
  server = await startLeadsServer();
  team = await buildTeam(server);
  creator = team.creator;
});
afterAll(() => server.close());

describe('POST /rental/create-rental', () => {
  it('refuses rent "abc", details "x" and address "y", each under its field, writing nothing', async () => {
    const before = await snapshotAll(server);
    const res = await create(form({ rent: 'abc', houseApt_details: 'x', address: 'y' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'rent', message: 'Rent must include an amount, such as $750' },
      { path: 'houseApt_details', message: 'House/Apt Details must have at least two words' },
      { path: 'address', message: 'Address must have at least two words' },
    ]);
    expect(await snapshotAll(server)).toBe(before);
  });

  it('says the refusals in Spanish to a Spanish caller', async () => {
    const res = await create(form({ rent: 'abc', address: 'y' }), { 'accept-language': 'es' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'rent', message: 'Precio del alquiler debe incluir un monto, como $750' },
      { path: 'address', message: 'Dirección debe tener al menos dos palabras' },
    ]);
  });

  it.each(['$1,200', '1200/mo', '1,200 a month', 'B/. 650 a month'])(
    'takes rent %j as typed',
    async (rent) => {
      const body = form({ rent });
      const res = await create(body);
      expect(res.status).toBe(200);
      const [row] = await query<{ rent: string }>(
        server,
        sql`SELECT rent FROM rentals WHERE post_link = ${body.post_link}`,
      );
      expect(row?.rent).toBe(rent);
    },
  );

  it.each([
    ['2 bd 1 ba, pets ok', '123 Main St, Denver, CO'],
    ['Studio apt', 'Calle 50, Casa 7'],
  ])('takes details %j and address %j', async (houseApt_details, address) => {
    const res = await create(form({ houseApt_details, address }));
    expect(res.status).toBe(200);
  });
});
