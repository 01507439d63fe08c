/**
 * Personal fields are declared once (docs/rules/leads.md#d5.16): a lead is sent to each reader from
 * what the registry lets it read, and erased from what the registry calls personal. A made-up
 * personal field, added to a registry for this test and to this test's own database, reaches no
 * reader the registry does not name and is erased with the client.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '../../../server/src/db/raw-rows';
import { anonymise } from '../../../server/src/services/client-data/anonymise';
import { leadRows } from '../../../server/src/services/client-data/client-rows';
import { type RentalRecord, rentalColumns, toRental } from '../../../server/src/services/leads/rental-view';
import {
  LEAD_FIELDS,
  LEAD_READERS,
  type LeadFieldRegistry,
  type LeadReader,
  rentalReads,
} from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  type Group,
  pickedBy,
  query,
  startTestServer,
  type TestServer,
} from '../support';

const SECRET = 'made-up-secret-0047';

/** The registry with one more personal field, which only the super-admin may read. */
const WITH_SECRET = {
  ...LEAD_FIELDS,
  secret_note: {
    column: 'secret_note',
    label: 'Secret Note',
    kind: 'text',
    max: 50,
    readers: ['super-admin'],
    personal: true,
  },
} as const satisfies LeadFieldRegistry;

let server: TestServer;
let group: Group;

beforeAll(async () => {
  // An app of its own: its database gains a column no other file's may see.
  server = await startTestServer({ retentionCheckMs: 0 });
  group = await buildGroup(server);
  await server.app.db.execute(sql`ALTER TABLE rentals ADD COLUMN secret_note text`);
});
afterAll(() => server.close());

async function leadWithSecret() {
  const lead = await addRental(server, {
    ...createdBy(group.creator),
    ...pickedBy(group.picker, server.clock.now()),
    clientEmail: 'secret.holder@example.com',
  });
  await server.app.db.execute(sql`UPDATE rentals SET secret_note = ${SECRET} WHERE id = ${lead.id}`);
  return lead;
}

const rowOf = async (id: string) =>
  (await firstRow<RentalRecord>(
    server.app.db,
    sql`SELECT ${rentalColumns(WITH_SECRET)} FROM rentals r WHERE r.id = ${id}`,
  ))!;

describe('a made-up personal field', () => {
  it('reaches no reader the registry does not name', async () => {
    const row = await rowOf((await leadWithSecret()).id);
    for (const reader of LEAD_READERS) {
      const lead = toRental(row, reader, WITH_SECRET) as unknown as Record<string, unknown>;
      expect(lead.secret_note).toBe(reader === 'super-admin' ? SECRET : '');
      if (reader !== 'super-admin') expect(JSON.stringify(lead)).not.toContain(SECRET);
    }
  });

  it('is erased with the client, as its kind says', async () => {
    const lead = await leadWithSecret();
    await server.app.db.transaction(async (tx) => {
      const rows = await leadRows(tx, [lead.id], [], { numbers: [], emails: [] }, 'US');
      await anonymise(tx, rows, { now: server.clock.now(), country: 'US' }, WITH_SECRET);
    });
    const [erased] = await query<{ secret_note: string; client_name: string }>(
      server,
      sql`SELECT secret_note, client_name FROM rentals WHERE id = ${lead.id}`,
    );
    expect(erased).toEqual({ secret_note: 'Erased', client_name: 'Erased' });
  });
});

describe('every reader gets a blank for each part it may not read', () => {
  it.each(LEAD_READERS)('%s', async (reader: LeadReader) => {
    const lead = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, server.clock.now()),
      clientEmail: 'reader.matrix@example.com',
    });
    const row = await rowOf(lead.id);
    const full = toRental(row, 'super-admin') as unknown as Record<string, unknown>;
    const read = toRental(row, reader) as unknown as Record<string, unknown>;
    for (const [part, rule] of Object.entries(rentalReads())) {
      expect(full[part], part).not.toBe(undefined);
      expect(read[part], part).toEqual(rule.readers.includes(reader) ? full[part] : rule.blank);
    }
  });
});
