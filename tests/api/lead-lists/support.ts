/**
 * Fixtures for the lead list tests: two admin groups of staff (one password hash for all), tokens
 * signed for each caller, leads inserted with one multi-row insert, multipart uploads and the rows a
 * refused request must leave alone.
 */
import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { type RentalRow, rentals, type UserRow, users } from '../../../server/src/db/schema';
import { hashPassword } from '../../../server/src/services/auth/passwords';
import { insertUser, type NewUser } from '../../../server/src/services/users/create-user';
import type { Envelope, ErrorBody, LeadListResult, Role } from '../../../src/contract';
import type { ApiResponse, TestServer } from '../helper';

let hash: Promise<string> | undefined;
let sequence = 0;

export async function addUser(
  server: TestServer,
  fields: Partial<Omit<NewUser, 'password'>> & { role: Role },
): Promise<UserRow> {
  sequence += 1;
  hash ??= hashPassword('lead-lists-pass-1');
  return insertUser(
    server.app.db,
    {
      name: `${fields.role} ${sequence}`,
      email: `${fields.role}-${sequence}@lead-lists.test`,
      contact: `+1507${String(sequence).padStart(7, '0')}`,
      ...fields,
    },
    await hash,
  );
}

/** One admin's group: two leaders of each assignment, each with one member of staff. */
export interface Group {
  admin: UserRow;
  creatorLeaders: [UserRow, UserRow];
  pickerLeaders: [UserRow, UserRow];
  creators: [UserRow, UserRow];
  pickers: [UserRow, UserRow];
}

export async function buildGroup(server: TestServer): Promise<Group> {
  const admin = await addUser(server, { role: 'admin' });
  const leader = (assignFor: 'rental-creator' | 'rental-picker') =>
    addUser(server, { role: 'team-leader', adminId: admin.id, assignFor });
  const creatorLeaders = [await leader('rental-creator'), await leader('rental-creator')] as const;
  const pickerLeaders = [await leader('rental-picker'), await leader('rental-picker')] as const;
  const staff = (role: 'data-creator' | 'data-picker', lead: UserRow) =>
    addUser(server, { role, adminId: admin.id, teamLeaderId: lead.id });
  return {
    admin,
    creatorLeaders: [...creatorLeaders],
    pickerLeaders: [...pickerLeaders],
    creators: [
      await staff('data-creator', creatorLeaders[0]),
      await staff('data-creator', creatorLeaders[1]),
    ],
    pickers: [await staff('data-picker', pickerLeaders[0]), await staff('data-picker', pickerLeaders[1])],
  };
}

export async function superAdminOf(server: TestServer): Promise<UserRow> {
  const [user] = await server.app.db.select().from(users).where(eq(users.email, server.superAdmin.email));
  return user!;
}

/** A fresh access token for `user`, signed against the test clock. */
export const tokenOf = (server: TestServer, user: UserRow): string => server.app.signAccessToken(user);

export type NewLead = Partial<typeof rentals.$inferInsert>;

/** The creator's group fields copied onto a lead, as the create endpoint writes them. */
export const createdBy = (creator: UserRow): NewLead => ({
  creatorId: creator.id,
  creatorAdminId: creator.adminId,
  creatorLeaderId: creator.teamLeaderId,
});

/** A lead fetched and finished by `picker` at `at`, as the claim and the finish write it. */
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

/** A lead `picker` holds: fetched, not finished. */
export const heldBy = (picker: UserRow, at: Date): NewLead => ({
  ...pickedBy(picker, at),
  isFinished: false,
  finishedDate: null,
  numberStatus: null,
});

let numbers = 0;
export const nextNumber = () => {
  numbers += 1;
  return `+150760${String(numbers).padStart(5, '0')}`;
};

/** Inserts every lead in one statement; each gets a unique number unless it sets one. */
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

export type LeadList = ApiResponse<LeadListResult>;

/** GET a lead list with query parameters (undefined ones left out). */
export function getList(
  server: TestServer,
  path: string,
  token: string | undefined,
  query: Record<string, string | number | undefined> = {},
): Promise<LeadList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : '';
  return server.api<LeadListResult>(`${path}${search}`, { token });
}

/** The wire rows' ids, sorted, for comparing sets. */
export const idsOf = (rows: { _id: string }[]): string[] => rows.map((r) => r._id).sort();
export const sortedIds = (rows: { id: string }[]): string[] => rows.map((r) => r.id).sort();

export interface Upload {
  status: number;
  body: Envelope<unknown> & ErrorBody;
}

/** POSTs `bytes` as the multipart field `field` (the spec's `file`). */
export async function upload(
  server: TestServer,
  path: string,
  token: string,
  bytes: Uint8Array | string,
  filename: string,
  field = 'file',
): Promise<Upload> {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** Spreadsheet rows as .xlsx bytes, built the way a user's Excel would save them. */
export function xlsxOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}

/** Spreadsheet rows as CSV text. */
export function csvOf(rows: unknown[][]): string {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  return XLSX.utils.sheet_to_csv(sheet);
}

/** The rows of the first sheet of an .xlsx, as text. */
export function readXlsx(bytes: ArrayBuffer | Buffer): string[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
}

export const HEADER = [
  'facebook_name',
  'client_name',
  'number',
  'rent',
  'houseApt_details',
  'address',
  'post_link',
  'ss_link',
];

/** A good upload row whose number is `number`. */
export const goodRow = (number: string, name = 'Ana Lopez') => [
  'ana.fb',
  name,
  number,
  '$750',
  '2 bedrooms, 1 bath',
  'Calle 50, Panama',
  'https://facebook.com/post/9',
  '',
];

/** Every lead, ordered, so a test can prove a refused request wrote nothing. */
export const allLeads = (server: TestServer) => server.app.db.select().from(rentals).orderBy(rentals.id);
