/**
 * Leads for the tests, inserted directly in the state a case needs: one insert (`addLeads`) with
 * unique numbers, and the fields each state writes (created by a creator, claimed and finished by a
 * picker, held by a picker).
 */
import { eq } from 'drizzle-orm';
import { type RentalRow, rentals, type UserRow } from '../../../server/src/db/schema';
import type { TestServer } from './server';
import type { Person } from './staff';

export type NewLead = Partial<typeof rentals.$inferInsert>;

/** The creator's group fields copied onto a lead, as the create endpoint writes them. */
export const createdBy = (creator: UserRow): NewLead => ({
  creatorId: creator.id,
  creatorAdminId: creator.adminId,
  creatorLeaderId: creator.teamLeaderId,
});

/** A lead claimed and finished by `picker` at `at`, as the claim and the finish write it. */
export const pickedBy = (
  picker: UserRow,
  at: Date,
  numberStatus: 'valid' | 'invalid' = 'valid',
): NewLead => ({
  fetcherId: picker.id,
  fetcherAdminId: picker.adminId,
  fetcherLeaderId: picker.teamLeaderId,
  isFetched: true,
  fetchedAt: at,
  isFinished: true,
  finishedDate: at,
  numberStatus,
  updatedAt: at,
});

/** A lead `picker` holds: claimed, not finished. */
export const heldBy = (picker: UserRow, at: Date): NewLead => ({
  ...pickedBy(picker, at),
  isFinished: false,
  finishedDate: null,
  numberStatus: null,
});

let numbers = 0;
/** A phone number no other inserted lead of this test file has. */
export const nextNumber = () => {
  numbers += 1;
  return `+150760${String(numbers).padStart(5, '0')}`;
};

let places = 0;
/**
 * An address and a post link no other lead of this test file has, so a creator's form is neither the
 * same post nor a likely duplicate of another (docs/rules/leads.md#d5.14).
 */
export const distinctPlace = () => {
  places += 1;
  return { address: `${places} Main St`, post_link: `https://facebook.com/posts/${places}` };
};

/** The one way to insert leads: every lead in one statement; each gets a unique number unless it sets one. */
export async function addLeads(server: TestServer, leads: NewLead[]): Promise<RentalRow[]> {
  if (leads.length === 0) return [];
  return server.app.db
    .insert(rentals)
    .values(
      leads.map((lead) => ({
        facebookName: 'Facebook Name',
        clientName: 'Client Name',
        number: nextNumber(),
        rent: '$700',
        houseAptDetails: '2 bedrooms',
        address: 'Calle 50',
        postLink: 'https://facebook.com/post/1',
        ...lead,
      })),
    )
    .returning();
}

/** Inserts one lead; tests set the fields their case is about. */
export async function addRental(server: TestServer, fields: NewLead = {}): Promise<RentalRow> {
  const [lead] = await addLeads(server, [fields]);
  return lead!;
}

/**
 * Inserts `count` pool leads by `creator`, created `spacingMs` apart from `from` (oldest first);
 * returns their ids oldest first.
 */
export async function insertLeads(
  server: TestServer,
  count: number,
  options: { creator?: Person; from?: Date; spacingMs?: number } = {},
): Promise<string[]> {
  const from = (options.from ?? new Date(server.clock.now().getTime() - count * 1000)).getTime();
  const spacing = options.spacingMs ?? 1000;
  const creator = options.creator ? createdBy(options.creator.user) : {};
  const rows = await addLeads(
    server,
    Array.from({ length: count }, (_, i) => {
      const at = new Date(from + i * spacing);
      return { ...creator, createdAt: at, updatedAt: at };
    }),
  );
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.id);
}

/** A lead made by `creator` and claimed and finished by `picker` now, as the claim endpoint leaves it. */
export function claimedLead(
  server: TestServer,
  picker: UserRow,
  creator?: UserRow,
  fields: NewLead = {},
): Promise<RentalRow> {
  return addRental(server, {
    ...(creator && createdBy(creator)),
    ...pickedBy(picker, server.clock.now()),
    ...fields,
  });
}

export async function rentalById(server: TestServer, id: string): Promise<RentalRow | undefined> {
  const [rental] = await server.app.db.select().from(rentals).where(eq(rentals.id, id));
  return rental;
}

/** Every lead, ordered, so a test can prove a refused request wrote nothing. */
export const allLeads = (server: TestServer) => server.app.db.select().from(rentals).orderBy(rentals.id);
