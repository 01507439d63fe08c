/**
 * Imports apply the duplicate rules of a creator's form (docs/rules/leads.md#d5.14): a post seen earlier in the file
 * or already saved, and a likely duplicate of a lead made lately, are skipped with their reason (an
 * import has no "Create anyway"); a number already saved keeps its own reason.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DUPLICATE_NUMBER,
  LIKELY_DUPLICATE_ROW,
  leadsApi,
  POST_EXISTS,
  pathTo,
  samePostAsRow,
  type UploadResult,
  uploadsApi,
} from '../../../src/contract';
import {
  buildTeam,
  goodRow,
  HEADER,
  nextNumber,
  type Staff,
  startLeadsServer,
  superAdminOf,
  type Team,
  type TestServer,
  upload,
  xlsxOf,
} from '../support';

let server: TestServer;
let team: Team;
let root: Staff;

beforeAll(async () => {
  server = await startLeadsServer();
  team = await buildTeam(server);
  root = await superAdminOf(server);
});
afterAll(() => server.close());

/** A good row with `cells` changed: [rent, address, post_link] by name. */
const row = (cells: { rent?: string; address?: string; post_link?: string; number?: string } = {}) => {
  const cellsOf = goodRow(cells.number ?? nextNumber());
  if (cells.rent) cellsOf[3] = cells.rent;
  if (cells.address) cellsOf[5] = cells.address;
  if (cells.post_link) cellsOf[6] = cells.post_link;
  return cellsOf;
};

it('skips a post seen in the file or saved, and a likely duplicate, each with its reason', async () => {
  const saved = await server.call(leadsApi.create, {
    token: team.creator.token(),
    body: {
      facebook_name: 'Maria FB',
      client_name: 'Maria Lopez',
      number: nextNumber(),
      rent: '$880',
      houseApt_details: '2 bedrooms',
      address: '14 Via Argentina, El Cangrejo',
      post_link: 'https://www.facebook.com/groups/pty/posts/4242',
    },
  });
  expect(saved.status).toBe(200);
  const first = row({ post_link: 'https://facebook.com/groups/pty/posts/1' });
  const rows = [
    HEADER,
    first,
    row({ post_link: 'https://m.facebook.com/groups/pty/posts/1/?mibextid=abc' }),
    row({ post_link: 'https://web.facebook.com/groups/pty/posts/4242?fbclid=x&utm_source=wa' }),
    row({ rent: '880', address: '14 Via Argentina El Cangrejo' }),
    row({ number: saved.body.data.number }),
    row(),
  ];
  const imported = await upload(
    server,
    pathTo(uploadsApi.importToPool),
    root.token,
    xlsxOf(rows),
    'duplicates.xlsx',
  );
  expect(imported.status).toBe(200);
  const result = imported.body.data as UploadResult;
  expect(result.inserted).toBe(2);
  expect(result.skipped.map((skipped) => [skipped.row, skipped.reason])).toEqual([
    [3, samePostAsRow(2)],
    [4, POST_EXISTS],
    [5, LIKELY_DUPLICATE_ROW],
    [6, DUPLICATE_NUMBER],
  ]);

  // The same file again: every row is now a saved number, said as before these rules.
  const again = await upload(
    server,
    pathTo(uploadsApi.importToPool),
    root.token,
    xlsxOf([HEADER, first]),
    'again.xlsx',
  );
  expect((again.body.data as UploadResult).skipped.map((skipped) => skipped.reason)).toEqual([
    DUPLICATE_NUMBER,
  ]);
  // A creator's form then meets the imported post.
  const formOfImported = await server.call(leadsApi.create, {
    token: team.creator.token(),
    body: {
      facebook_name: 'Maria FB',
      client_name: 'Maria Lopez',
      number: nextNumber(),
      rent: '$1',
      houseApt_details: '2 bedrooms',
      address: 'Somewhere 1',
      post_link: 'https://facebook.com/groups/pty/posts/1/',
    },
  });
  expect(formOfImported.status).toBe(409);
  expect(formOfImported.body.message).toBe(POST_EXISTS);
});
