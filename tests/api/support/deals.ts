/**
 * Deals for the tests: real multipart Deal Closing forms over fetch, tiny real images, closing a
 * deal that must succeed, and what a refused close must leave untouched.
 */
import { count, eq } from 'drizzle-orm';
import { closedRentals, dealImages, type RentalRow } from '../../../server/src/db/schema';
import type { ClosedRental, Envelope, ErrorBody } from '../../../src/contract';
import type { TestServer } from './server';

const image = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** Real 1×1 pictures of each accepted type. */
export const PNG = image(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
export const JPEG = image(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
export const WEBP = image('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

/** A PNG signature followed by padding up to `bytes`: a picture by content, of any size. */
export function pngOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const padded = new Uint8Array(bytes);
  padded.set(PNG);
  return padded;
}

export interface DealData {
  number?: string;
  client_email?: string;
  payment_method?: string;
  payment_other?: string;
  [key: string]: unknown;
}

/** The JSON the Deal Closing form sends for `lead`. */
export const dealData = (lead: RentalRow, fields: DealData = {}): DealData => ({
  number: lead.number,
  rent: lead.rent,
  client_email: 'client@example.test',
  houseApt_details: lead.houseAptDetails,
  address: lead.address,
  fetcherId: lead.fetcherId,
  creatorId: lead.creatorId,
  payment_method: 'trans-union',
  ...fields,
});

export interface DealForm {
  /** An object is sent as JSON; a string as it is (for malformed JSON). */
  data?: DealData | string;
  image?: { bytes: Uint8Array<ArrayBuffer>; type?: string; name?: string; field?: string };
  paymentMethod?: string;
}

export interface ApiAnswer<T> {
  status: number;
  body: Envelope<T> & ErrorBody;
}

/** POST /closedRental/createClosedRental as the widget sends it: FormData over fetch. */
export async function postDeal(
  server: TestServer,
  token: string,
  form: DealForm,
): Promise<ApiAnswer<ClosedRental>> {
  const body = new FormData();
  if (form.data !== undefined) {
    body.append('data', typeof form.data === 'string' ? form.data : JSON.stringify(form.data));
  }
  if (form.paymentMethod !== undefined) body.append('payment_method', form.paymentMethod);
  if (form.image) {
    const { bytes, type = 'image/png', name = 'proof.png', field = 'closing_image' } = form.image;
    body.append(field, new Blob([bytes], { type }), name);
  }
  const response = await fetch(`${server.baseUrl}/closedRental/createClosedRental`, {
    method: 'POST',
    headers: { authorization: token },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/** Closes a deal that must succeed. */
export async function closeDeal(
  server: TestServer,
  picker: { token: string },
  lead: RentalRow,
  fields: DealData = {},
  bytes: Uint8Array<ArrayBuffer> = PNG,
): Promise<ClosedRental> {
  const answer = await postDeal(server, picker.token, { data: dealData(lead, fields), image: { bytes } });
  if (answer.status !== 201) throw new Error(`close failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data;
}

/**
 * GET of a deal's closing_image as it stands (absolute, or root-relative on the server), with a token;
 * `server` may be a second server process (startSecondServer).
 */
export async function getImage(server: Pick<TestServer, 'baseUrl'>, deal: ClosedRental, token?: string) {
  const response = await fetch(new URL(deal.closing_image, server.baseUrl), {
    headers: token === undefined ? {} : { authorization: token },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** What a refused close must leave as it was: the deal rows and the stored images' names. */
export async function storedState(server: TestServer) {
  const { db } = server.app;
  const [rows] = await db.select({ total: count() }).from(closedRentals);
  const images = await db.select({ name: dealImages.name }).from(dealImages).orderBy(dealImages.name);
  return { rows: rows!.total, images: images.map((image) => image.name) };
}

/** Moves a deal's creation instant, for date filters. */
export async function setCreatedAt(server: TestServer, dealId: string, at: Date): Promise<void> {
  await server.app.db.update(closedRentals).set({ createdAt: at }).where(eq(closedRentals.id, dealId));
}
