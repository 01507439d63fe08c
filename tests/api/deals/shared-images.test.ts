/**
 * Closing images live in the database (docs/rules/deals.md#d6.2): every server process on it serves every image, a deal
 * that fails takes its image with it, and images that deals closed before the change left in a data
 * folder are copied in at start-up. On PostgreSQL a second server process serves what the first stored;
 * PGlite has one process (docs/decisions.md#p50), so there the proof is that nothing of an image is on disk.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedRentals, dealImages } from '../../../server/src/db/schema';
import { copyFolderImages } from '../../../server/src/services/deals/folder-images';
import { type ClosedRental, MAX_IMAGE_BYTES } from '../../../src/contract';
import { buildApp } from '../../support/server-app';
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
  rentalById,
  type SecondServer,
  startSecondServer,
  startTestServer,
  storedState,
  type TestServer,
} from '../support';

let server: TestServer;
let second: SecondServer | undefined;
let group: Group;
beforeAll(async () => {
  server = await startTestServer();
  if (server.app.config.databaseUrl) second = await startSecondServer(server);
  group = await buildGroup(server);
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

/** Every server process of this deployment: both on PostgreSQL, the one on PGlite. */
const processes = () => [server, ...(second ? [second] : [])];

const imagesFolder = (of: TestServer) => join(of.app.config.dataDir, 'deal-images');

async function imageRow(deal: ClosedRental, app = server.app) {
  const [row] = await app.db
    .select({ image: dealImages })
    .from(closedRentals)
    .innerJoin(dealImages, eq(dealImages.name, closedRentals.closingImage))
    .where(eq(closedRentals.id, deal._id));
  return row?.image;
}

/** A PNG by content whose every byte tells its place, so a slice served out of order shows. */
function numberedPng(size: number) {
  const bytes = pngOfSize(size);
  for (let i = PNG.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

describe('images every server process serves', () => {
  it('serves an image stored through one process from every process, with nothing on disk', async () => {
    const picker = group.pickers[0];
    const deal = await closeDeal(server, picker, await claimedLead(server, picker), {}, JPEG);
    expect(existsSync(imagesFolder(server))).toBe(false);
    const row = await imageRow(deal);
    expect(row).toMatchObject({ contentType: 'image/jpeg', size: JPEG.length });
    expect(new Uint8Array(row!.bytes)).toEqual(JPEG);
    for (const peer of processes()) {
      const image = await getImage(peer, deal, picker.token);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(image.headers.get('content-length')).toBe(String(JPEG.length));
      expect(image.bytes).toEqual(JPEG);
    }
  });

  it('serves an image at the size limit byte for byte, read in slices', async () => {
    const picker = group.pickers[1];
    const bytes = numberedPng(MAX_IMAGE_BYTES);
    const deal = await closeDeal(server, picker, await claimedLead(server, picker), {}, bytes);
    for (const peer of processes()) {
      const image = await getImage(peer, deal, picker.token);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-length')).toBe(String(MAX_IMAGE_BYTES));
      expect(Buffer.from(image.bytes).equals(Buffer.from(bytes))).toBe(true);
    }
  });
});

describe('a deal that fails', () => {
  it('leaves no image row when the deal insert fails after the image was written', async () => {
    const picker = group.pickers[0];
    const lead = await claimedLead(server, picker);
    // The database refuses this one deal, as it would any write that fails inside the transaction.
    await server.app.db.execute(
      sql.raw(`CREATE FUNCTION refuse_deal() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'deal refused for the test'; END $$`),
    );
    await server.app.db.execute(
      sql.raw(`CREATE TRIGGER refuse_deal BEFORE INSERT ON closed_rentals FOR EACH ROW
        WHEN (NEW.client_email = 'refused@example.test') EXECUTE FUNCTION refuse_deal()`),
    );
    try {
      const before = await storedState(server);
      const answer = await postDeal(server, picker.token, {
        data: dealData(lead, { client_email: 'refused@example.test' }),
        image: { bytes: PNG },
      });
      expect(answer.status).toBe(500);
      expect(await storedState(server)).toEqual(before);
      expect((await rentalById(server, lead.id))?.clientEmail).toBeNull();
    } finally {
      await server.app.db.execute(sql.raw('DROP TRIGGER refuse_deal ON closed_rentals'));
      await server.app.db.execute(sql.raw('DROP FUNCTION refuse_deal()'));
    }
  });

  it('leaves no image row when the deal is refused', async () => {
    const picker = group.pickers[1];
    const lead = await claimedLead(server, picker);
    await closeDeal(server, picker, lead);
    const before = await storedState(server);
    const again = await postDeal(server, picker.token, { data: dealData(lead), image: { bytes: JPEG } });
    expect(again.status).toBe(409);
    expect(await storedState(server)).toEqual(before);
  });
});

describe('images a deal closed before left in a data folder', () => {
  /** The app a process starting now on this deployment's database and data folder builds. */
  async function startAnother(config: FastifyInstance['config']) {
    const app = await buildApp(config);
    const baseUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
    return { app, baseUrl };
  }

  it('are copied into the database when a process starts, then served by every process', async () => {
    // Its own server: on PGlite the test stops it, as an upgrade would, to start the new version.
    const old = await startTestServer();
    let restarted: { app: FastifyInstance; baseUrl: string } | undefined;
    try {
      const oldGroup = await buildGroup(old);
      const picker = oldGroup.pickers[0];
      const deal = await closeDeal(old, picker, await claimedLead(old, picker), {}, JPEG);
      // As the previous version left it: the image a file named as the deal says, no row.
      const row = (await imageRow(deal, old.app))!;
      await mkdir(imagesFolder(old), { recursive: true });
      await writeFile(join(imagesFolder(old), row.name), row.bytes);
      await writeFile(join(imagesFolder(old), 'no-deal-names-me.png'), PNG);
      await old.app.db.delete(dealImages).where(eq(dealImages.name, row.name));
      expect((await getImage(old, deal, picker.token)).status).toBe(404);

      // PGlite's folder takes one process: the old one stops first. On PostgreSQL it keeps serving.
      if (!old.app.config.databaseUrl) await old.app.close();
      restarted = await startAnother(old.app.config);
      const copied = await imageRow(deal, restarted.app);
      expect(copied).toMatchObject({ contentType: 'image/jpeg', size: JPEG.length });
      const servers = old.app.config.databaseUrl ? [old, restarted] : [restarted];
      for (const peer of servers) {
        const image = await getImage(peer, deal, picker.token);
        expect(image.status).toBe(200);
        expect(image.bytes).toEqual(JPEG);
      }
      // Only images a deal names are copied.
      const names = await restarted.app.db.select({ name: dealImages.name }).from(dealImages);
      expect(names.map((image) => image.name)).not.toContain('no-deal-names-me.png');
    } finally {
      await restarted?.app.close();
      await old.close();
    }
  });

  it('are copied once, however many processes start together', async () => {
    const picker = group.pickers[0];
    const deals = [
      await closeDeal(server, picker, await claimedLead(server, picker), {}, PNG),
      await closeDeal(server, picker, await claimedLead(server, picker), {}, JPEG),
    ];
    const folder = imagesFolder(server);
    await mkdir(folder, { recursive: true });
    try {
      for (const deal of deals) {
        const row = (await imageRow(deal))!;
        await writeFile(join(folder, row.name), row.bytes);
        await server.app.db.delete(dealImages).where(eq(dealImages.name, row.name));
      }
      // Two starts at once: two processes on PostgreSQL; on PGlite two copies interleaving on its one connection.
      const starting = [server.app, second?.app ?? server.app];
      const copies = await Promise.all(starting.map((app) => copyFolderImages(app.db, folder)));
      expect(copies.reduce((sum, n) => sum + n, 0)).toBe(deals.length);
      expect(await copyFolderImages(server.app.db, folder)).toBe(0);
      for (const deal of deals) {
        expect((await getImage(server, deal, picker.token)).status).toBe(200);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
