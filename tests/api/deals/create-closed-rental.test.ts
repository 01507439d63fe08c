import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedRentals, dealImages } from '../../../server/src/db/schema';
import { closeDeal as closeDealService } from '../../../server/src/services/deals/close-deal';
import { checkDealForm } from '../../../server/src/services/deals/deal-form';
import { databaseImages, type ImageStore } from '../../../server/src/services/deals/image-store';
import { dealsApi, INVALID_NUMBER, MAX_IMAGE_BYTES, pathTo } from '../../../src/contract';
import {
  buildGroup,
  claimedLead,
  closeDeal,
  dealData,
  type Group,
  getImage,
  JPEG,
  PNG,
  pngOfSize,
  postDeal,
  startTestServer,
  storedState,
  type TestServer,
  WEBP,
} from '../support';

let server: TestServer;
let group: Group;
beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
});
afterAll(() => server.close());

describe('POST /closedRental/createClosedRental', () => {
  it('copies the lead, starts in-process with a first history entry, and links the image', async () => {
    const [picker] = group.pickers;
    const lead = await claimedLead(server, picker, group.creator);
    const deal = await closeDeal(server, picker, lead, {
      // The body's copies of the lead's fields are ignored: they come from the lead.
      rent: '$1',
      address: 'Elsewhere',
      houseApt_details: 'Forged',
      fetcherId: group.pickers[1].id,
      creatorId: picker.id,
      client_email: 'Buyer@Example.test',
    });
    expect(deal).toMatchObject({
      rentalId: lead.id,
      number: lead.number,
      rent: lead.rent,
      houseApt_details: lead.houseAptDetails,
      address: lead.address,
      client_name: lead.clientName,
      client_email: 'Buyer@Example.test',
      status: 'in-process',
      payment_method: 'trans-union',
      closing_image: `/api/v1/closedRental/image/${deal._id}`,
      fetcher: {
        _id: picker.id,
        name: picker.name,
        team_leader_name: group.pickerLeader.name,
        admin_name: group.admin.name,
      },
      creator: { _id: group.creator.id, name: group.creator.name },
    });
    expect(deal.history).toEqual([
      { status: 'in-process', changedAt: deal.createdAt, changedBy: { _id: picker.id, name: picker.name } },
    ]);
  });

  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['webp', WEBP, 'image/webp'],
  ])('stores a %s and serves it back byte-identical with its type', async (_, bytes, type) => {
    const [picker] = group.pickers;
    const deal = await closeDeal(server, picker, await claimedLead(server, picker), {}, bytes);
    const image = await getImage(server, deal, picker.token);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe(type);
    expect(image.headers.get('cache-control')).toBe('private');
    expect(image.bytes).toEqual(bytes);
  });

  it('accepts an image of exactly 5 MB, and the file and image field names', async () => {
    const [picker] = group.pickers;
    const exact = pngOfSize(MAX_IMAGE_BYTES);
    const big = await postDeal(server, picker.token, {
      data: dealData(await claimedLead(server, picker)),
      image: { bytes: exact },
    });
    expect(big.status).toBe(201);
    expect((await getImage(server, big.body.data, picker.token)).bytes.length).toBe(MAX_IMAGE_BYTES);
    for (const field of ['file', 'image']) {
      const answer = await postDeal(server, picker.token, {
        data: dealData(await claimedLead(server, picker)),
        image: { bytes: PNG, field },
      });
      expect(answer.status).toBe(201);
    }
  });

  it('stores the typed text for Other, and takes the method from the separate field', async () => {
    const [picker] = group.pickers;
    const other = await closeDeal(server, picker, await claimedLead(server, picker), {
      payment_method: 'Other',
      payment_other: 'Zelle',
    });
    expect(other.payment_method).toBe('Zelle');
    const fromField = await postDeal(server, picker.token, {
      data: dealData(await claimedLead(server, picker), { payment_method: undefined }),
      paymentMethod: 'spike',
      image: { bytes: PNG },
    });
    expect(fromField.status).toBe(201);
    expect(fromField.body.data.payment_method).toBe('spike');
    const agreeing = await postDeal(server, picker.token, {
      data: dealData(await claimedLead(server, picker), { payment_method: 'Other', payment_other: 'Wire' }),
      paymentMethod: 'Wire',
      image: { bytes: PNG },
    });
    expect(agreeing.body.data.payment_method).toBe('Wire');
  });

  it('stores the image in the database under a generated name, and nothing in the data folder', async () => {
    const [picker] = group.pickers;
    const before = await storedState(server);
    await closeDeal(server, picker, await claimedLead(server, picker), {}, JPEG);
    const after = await storedState(server);
    const added = after.images.filter((name) => !before.images.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const [row] = await server.app.db.select().from(dealImages).where(eq(dealImages.name, added[0]!));
    expect(row).toMatchObject({ contentType: 'image/jpeg', size: JPEG.length });
    expect(new Uint8Array(row!.bytes)).toEqual(JPEG);
    expect(existsSync(join(server.app.config.dataDir, 'deal-images'))).toBe(false);
  });
});

describe('refused closes store nothing', () => {
  const refuse = (
    name: string,
    status: number,
    message: string | RegExp,
    run: () => ReturnType<typeof postDeal>,
  ) =>
    it(`${name} → ${status}`, async () => {
      const before = await storedState(server);
      const answer = await run();
      expect(answer.status).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(message);
      expect(await storedState(server)).toEqual(before);
    });

  const picker = () => group.pickers[0];
  const withLead = async (
    form: (lead: Awaited<ReturnType<typeof claimedLead>>) => Parameters<typeof postDeal>[2],
  ) => postDeal(server, picker().token, form(await claimedLead(server, picker())));

  refuse('a lead another picker fetched', 404, 'No rental found with this number', async () =>
    postDeal(server, picker().token, {
      data: dealData(await claimedLead(server, group.pickers[1])),
      image: { bytes: PNG },
    }),
  );
  refuse('a number no lead has', 404, 'No rental found with this number', () =>
    withLead((lead) => ({ data: dealData(lead, { number: '(555) 000-9999' }), image: { bytes: PNG } })),
  );
  refuse('a number that is not a phone number', 400, INVALID_NUMBER, () =>
    withLead((lead) => ({ data: dealData(lead, { number: '999' }), image: { bytes: PNG } })),
  );
  refuse('a text file renamed .png', 400, 'The closing image must be a PNG, JPEG or WebP picture', () =>
    withLead((lead) => ({
      data: dealData(lead),
      image: {
        bytes: new TextEncoder().encode('not a picture at all'),
        type: 'image/png',
        name: 'proof.png',
      },
    })),
  );
  refuse('a gif', 400, 'The closing image must be a PNG, JPEG or WebP picture', () =>
    withLead((lead) => ({
      data: dealData(lead),
      image: { bytes: new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), type: 'image/png' },
    })),
  );
  refuse('a 6 MB image', 413, 'The closing image must be at most 5 MB', () =>
    withLead((lead) => ({ data: dealData(lead), image: { bytes: pngOfSize(6 * 1024 * 1024) } })),
  );
  refuse('an image one byte over 5 MB', 413, 'The closing image must be at most 5 MB', () =>
    withLead((lead) => ({ data: dealData(lead), image: { bytes: pngOfSize(MAX_IMAGE_BYTES + 1) } })),
  );
  refuse('a payment method not on the list', 400, 'Payment method is not a valid choice', () =>
    withLead((lead) => ({ data: dealData(lead, { payment_method: 'bitcoin' }), image: { bytes: PNG } })),
  );
  refuse('no payment method', 400, 'Payment method is required', () =>
    withLead((lead) => ({ data: dealData(lead, { payment_method: '' }), image: { bytes: PNG } })),
  );
  refuse('Other without text', 400, 'Please describe the payment method', () =>
    withLead((lead) => ({
      data: dealData(lead, { payment_method: 'Other', payment_other: '  ' }),
      image: { bytes: PNG },
    })),
  );
  refuse('a payment_method field that disagrees with data', 400, /does not match/, () =>
    withLead((lead) => ({ data: dealData(lead), paymentMethod: 'spike', image: { bytes: PNG } })),
  );
  refuse('no client email', 400, 'Client Email is required', () =>
    withLead((lead) => ({ data: dealData(lead, { client_email: '' }), image: { bytes: PNG } })),
  );
  refuse('a malformed client email', 400, 'Please enter a valid email address', () =>
    withLead((lead) => ({ data: dealData(lead, { client_email: 'nobody' }), image: { bytes: PNG } })),
  );
  refuse('a missing image', 400, 'Image is required', () => withLead((lead) => ({ data: dealData(lead) })));
  refuse('an empty file part', 400, 'Image is required', () =>
    withLead((lead) => ({ data: dealData(lead), image: { bytes: new Uint8Array(), name: '' } })),
  );
  refuse('an image under another field name', 400, 'Image is required', () =>
    withLead((lead) => ({ data: dealData(lead), image: { bytes: PNG, field: 'proof' } })),
  );
  refuse('malformed data JSON', 400, 'The data field must be a JSON object', () =>
    withLead(() => ({ data: '{"number": ', image: { bytes: PNG } })),
  );
  refuse('data that is JSON but not an object', 400, 'The data field must be a JSON object', () =>
    withLead(() => ({ data: '[1, 2]', image: { bytes: PNG } })),
  );
  refuse('a data field over 16 KB', 413, 'The form has too many or too long fields', () =>
    withLead((lead) => ({
      data: JSON.stringify({ ...dealData(lead), padding: 'x'.repeat(20_000) }),
      image: { bytes: PNG },
    })),
  );
  refuse('no data at all', 400, 'Client Email is required', () =>
    withLead(() => ({ image: { bytes: PNG } })),
  );

  it('refuses a second close of the same lead with 409, adding nothing', async () => {
    const lead = await claimedLead(server, picker());
    const first = await closeDeal(server, picker(), lead);
    const before = await storedState(server);
    const again = await postDeal(server, picker().token, { data: dealData(lead), image: { bytes: PNG } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A deal is already closed for this rental');
    expect(await storedState(server)).toEqual(before);
    expect((await getImage(server, first, picker().token)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous closes of a lead through, and keeps one image', async () => {
    const lead = await claimedLead(server, picker());
    const before = await storedState(server);
    const answers = await Promise.all(
      [PNG, JPEG].map((bytes) =>
        postDeal(server, picker().token, { data: dealData(lead), image: { bytes } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const after = await storedState(server);
    expect(after.rows).toBe(before.rows + 1);
    expect(after.images).toHaveLength(before.images.length + 1);
  });

  it('takes its image back when the insert loses a race the first check could not see', async () => {
    const lead = await claimedLead(server, picker());
    const form = await checkDealForm({
      data: JSON.stringify(dealData(lead)),
      paymentMethod: undefined,
      image: PNG,
    });
    // Another close of the same lead lands between this one's check and its insert. It is written through
    // the transaction the image went into (on PGlite's one connection a write of its own would wait for
    // that transaction), so it is rolled back too; what counts is that the refused deal's image goes.
    const racing: ImageStore = {
      ...databaseImages,
      async save(db, bytes, ext) {
        const name = await databaseImages.save(db, bytes, ext);
        await db.insert(closedRentals).values({
          rentalId: lead.id,
          number: lead.number,
          rent: lead.rent,
          houseAptDetails: lead.houseAptDetails,
          address: lead.address,
          clientName: lead.clientName,
          clientEmail: 'rival@example.test',
          paymentMethod: 'debit',
          closingImage: 'rival.png',
          fetcherId: picker().id,
        });
        return name;
      },
    };
    const before = await storedState(server);
    const closing = closeDealService(
      { ...server.app.deps, images: racing, now: () => new Date() },
      {
        _id: picker().id,
        name: picker().name,
        role: 'data-picker',
        assignFor: null,
        adminId: picker().adminId,
      },
      form,
    );
    await expect(closing).rejects.toMatchObject({
      statusCode: 409,
      message: 'A deal is already closed for this rental',
    });
    expect(await storedState(server)).toEqual(before);
  });

  it('refuses two images, a JSON body and a broken multipart body with 400', async () => {
    const before = await storedState(server);
    const lead = await claimedLead(server, picker());
    const two = new FormData();
    two.append('data', JSON.stringify(dealData(lead)));
    two.append('closing_image', new Blob([PNG], { type: 'image/png' }), 'a.png');
    two.append('image', new Blob([PNG], { type: 'image/png' }), 'b.png');
    const url = `${server.baseUrl}${pathTo(dealsApi.close)}`;
    const twoImages = await fetch(url, {
      method: 'POST',
      headers: { authorization: picker().token },
      body: two,
    });
    expect(twoImages.status).toBe(400);
    expect((await twoImages.json()).message).toBe('Send one closing image only');

    const json = await server.call(dealsApi.close, {
      token: picker().token,
      body: dealData(lead),
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Send the deal as multipart/form-data');

    for (const [contentType, body] of [
      ['multipart/form-data', 'no boundary'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a"',
      ],
    ]) {
      const broken = await fetch(url, {
        method: 'POST',
        headers: { authorization: picker().token, 'content-type': contentType! },
        body,
      });
      expect(broken.status).toBe(400);
      expect((await broken.json()).message).toBe('The form data could not be read');
    }
    expect(await storedState(server)).toEqual(before);
  });

  it('refuses every role but the picker, and a signed-out caller', async () => {
    const lead = await claimedLead(server, picker());
    for (const caller of [group.admin, group.pickerLeader, group.creator]) {
      const answer = await postDeal(server, caller.token, { data: dealData(lead), image: { bytes: PNG } });
      expect(answer.status).toBe(403);
    }
    expect((await postDeal(server, '', { data: dealData(lead), image: { bytes: PNG } })).status).toBe(401);
  });
});

describe('GET /dataPicker/getRentalForDealClosing/{number}', () => {
  const search = (token: string, number: string) =>
    server.call(dealsApi.findLead, { values: { number }, token });

  it('finds the picker’s own lead by a number typed any way, and says whether a deal exists', async () => {
    const [picker] = group.pickers;
    const lead = await claimedLead(server, picker, group.creator, { clientEmail: 'known@example.test' });
    const typed = `+1 (${lead.number.slice(2, 5)}) ${lead.number.slice(5, 8)}-${lead.number.slice(8)}`;
    const open = await search(picker.token, typed);
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual({
      _id: lead.id,
      number: lead.number,
      client_name: lead.clientName,
      client_email: 'known@example.test',
      rent: lead.rent,
      houseApt_details: lead.houseAptDetails,
      address: lead.address,
      creatorId: group.creator.id,
      number_status: 'valid',
      fetcherId: picker.id,
      closedRental: null,
    });
    const deal = await closeDeal(server, picker, lead);
    expect((await search(picker.token, lead.number)).body.data.closedRental).toEqual(deal);
  });

  it('answers 404 for another picker’s lead, as for an unknown number', async () => {
    const lead = await claimedLead(server, group.pickers[1]);
    const other = await search(group.pickers[0].token, lead.number);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('No rental found with this number');
    expect((await search(group.pickers[0].token, '0000000')).body.message).toBe(
      'No rental found with this number',
    );
  });

  it('is for pickers only', async () => {
    const lead = await claimedLead(server, group.pickers[0]);
    expect((await search(group.admin.token, lead.number)).status).toBe(403);
    expect((await search(group.creator.token, lead.number)).status).toBe(403);
  });
});
