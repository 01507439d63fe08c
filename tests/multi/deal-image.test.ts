/**
 * Deal images across processes: the closing image a picker uploads through one process is served by
 * the other, and through the proxy whichever process answers, so no image lives in one DATA_DIR.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClosedRental, dealsApi, leadsApi, pathTo, type Rental } from '../../src/contract';
import { PNG } from '../api/support/deals';
import {
  type Account,
  buildTeam,
  call,
  createLead,
  leadNumber,
  originOf,
  setLeadsType,
} from './support/cluster';

let picker: Account;
let lead: Rental;

beforeAll(async () => {
  const team = await buildTeam(1);
  picker = team.pickers[0]!;
  // A deal closes on a lead the picker claimed: the newest, the one just made.
  await setLeadsType('newest');
  lead = await createLead('b', team.creator, leadNumber(501, 0));
  const claim = await call('a', leadsApi.claim, { token: picker.token });
  expect(claim.body.data?.rental._id).toBe(lead._id);
  expect(
    (await call('a', leadsApi.finish, { token: picker.token, body: { number_status: 'valid' } })).status,
  ).toBe(200);
});

/** The Deal Closing form as the widget sends it, to process a. */
async function closeDealOnA(): Promise<ClosedRental> {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      number: lead.number,
      rent: lead.rent,
      client_email: 'client@example.test',
      houseApt_details: lead.houseApt_details,
      address: lead.address,
      fetcherId: picker.id,
      creatorId: lead.creatorId,
      payment_method: 'trans-union',
    }),
  );
  form.append('closing_image', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const response = await fetch(`${originOf('a')}/api/v1${pathTo(dealsApi.close)}`, {
    method: 'POST',
    headers: { authorization: picker.token },
    body: form,
  });
  const body = await response.json();
  expect(response.status, body.message).toBe(201);
  return body.data;
}

describe('a closing image', () => {
  it('uploaded through one process is served by the other and through the proxy', async () => {
    const deal = await closeDealOnA();
    for (const via of ['b', 'proxy'] as const) {
      const image = await fetch(new URL(deal.closing_image, originOf(via)), {
        headers: { authorization: picker.token },
      });
      expect(image.status, `through ${via}`).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    }
  });
});
