/**
 * POST /rental/extract-post (docs/rules/leads.md#d5.22): whoever enters leads reads a post into the
 * lead's fields; a picker may not; an empty or over-long text is a 400 in the reader's language; odd
 * input is never a 5xx; numbers without a country code are the server's country's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POST_READ,
  POST_TEXT_MAX,
  POST_TEXT_REQUIRED,
  POST_TEXT_TOO_LONG,
  postExtractApi,
  ROLES,
  type Role,
} from '../../../src/contract';
import { addPerson, type Person, startLeadsServer, startTestServer, type TestServer } from '../support';

let server: TestServer;
const people = new Map<Role, Person>();

beforeAll(async () => {
  server = await startLeadsServer();
  for (const role of ROLES) people.set(role, await addPerson(server, { role }));
}, 60_000);
afterAll(() => server?.close());

const POST =
  '3bd/2ba house for rent, $1,450/mo, call or text 404-555-0143, 1580 Cypress St NW, Atlanta GA. ' +
  'Contact Maria https://www.facebook.com/groups/atlantarentals/posts/1234567890/';

const read = (body: unknown, role: Role = 'data-creator', headers?: Record<string, string>) =>
  server.call(postExtractApi.extract, { token: people.get(role)!.token(), body, headers });

describe('who may read a post', () => {
  it.each(['data-creator', 'team-leader', 'admin', 'super-admin'] as const)(
    'answers a %s with the fields and their words',
    async (role) => {
      const res = await read({ text: POST }, role);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: POST_READ,
        data: {
          fields: {
            number: '(404) 555-0143',
            numbers: ['(404) 555-0143'],
            rent: '$1,450/mo',
            houseApt_details: '3 bd / 2 ba house',
            address: '1580 Cypress St NW, Atlanta GA',
            client_name: 'Maria',
            post_link: 'https://www.facebook.com/groups/atlantarentals/posts/1234567890/',
          },
          sources: {
            number: '404-555-0143',
            rent: '$1,450/mo',
            houseApt_details: '3bd/2ba house',
            address: '1580 Cypress St NW, Atlanta GA',
            client_name: 'Contact Maria',
            post_link: 'https://www.facebook.com/groups/atlantarentals/posts/1234567890/',
          },
        },
      });
    },
  );

  it('refuses a picker (403) and the signed-out (401)', async () => {
    const picker = await read({ text: POST }, 'data-picker');
    expect(picker.status).toBe(403);
    expect(picker.body.success).toBe(false);
    const signedOut = await server.call(postExtractApi.extract, { body: { text: POST } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ success: false, message: 'Please log in' });
  });
});

describe('the text', () => {
  it.each([
    ['empty', { text: '' }],
    ['blank', { text: ' \n\t ' }],
    ['missing', {}],
    ['a number', { text: 404 }],
    ['null', { text: null }],
    ['a list', { text: ['3 bd', '$900'] }],
    ['an object', { text: { post: POST } }],
  ])('is refused when %s, under `text`', async (_case, body) => {
    const res = await read(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(POST_TEXT_REQUIRED);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: 'text', message: POST_TEXT_REQUIRED })]);
  });

  it('is read up to 20,000 characters and refused beyond', async () => {
    const longest = POST.padEnd(POST_TEXT_MAX, ' and a garden');
    expect((await read({ text: longest })).status).toBe(200);
    const over = await read({ text: `${longest}!` });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(POST_TEXT_TOO_LONG);
  });

  it('is refused in Spanish to a Spanish reader', async () => {
    const empty = await read({ text: '' }, 'data-creator', { 'accept-language': 'es' });
    expect(empty.body.message).toBe('Pegue el texto de una publicación para leerla');
    const long = await read({ text: 'x'.repeat(POST_TEXT_MAX + 1) }, 'data-creator', {
      'accept-language': 'es',
    });
    expect(long.body.message).toBe('Una publicación puede tener como máximo 20.000 caracteres');
  });

  it('answers every field empty for a text that gives none', async () => {
    for (const text of ['🏠🏠🔑✨🙏', '¿¡…!?', 'ÿþ\u00fe\u00ff\ufffd\ufffdPNG IHDR \ud800 \u200b\u200b']) {
      const res = await read({ text });
      expect(res.status, text).toBe(200);
      expect(res.body.data).toEqual({
        fields: {
          number: null,
          numbers: [],
          rent: null,
          houseApt_details: null,
          address: null,
          client_name: null,
          post_link: null,
        },
        sources: {},
      });
    }
  });

  it('refuses control characters with a 400, never a 5xx', async () => {
    const res = await read({ text: `3 bd \u0000\u0001\u0002 $900 404-555-0143` });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers a body that is not JSON, or not an object, with a 4xx', async () => {
    const token = people.get('data-creator')!.token();
    for (const body of ['not json at all', '"a string"', '[1,2]', '{"text": "unclosed']) {
      const res = await server.api(postExtractApi.extract.path, { method: 'POST', token, body });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
  });
});

describe("the server's country", () => {
  it('reads a number without a country code as PHONE_COUNTRY says', async () => {
    const panama = await startTestServer({ phoneCountry: 'PA' });
    try {
      const creator = await addPerson(panama, { role: 'data-creator' });
      const res = await panama.call(postExtractApi.extract, {
        token: creator.token(),
        body: { text: 'Se alquila apartamento de 2 recámaras, B/. 650 mensual. Llamar al 6555-0123' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data?.fields).toMatchObject({ number: '6555-0123', rent: 'B/. 650 mensual' });
      // A US number in the same post is written with its country code, as Create Rental shows it.
      const both = await panama.call(postExtractApi.extract, {
        token: creator.token(),
        body: { text: 'Llamar al 6555-0123 o al +1 404 555 0143' },
      });
      expect(both.body.data?.fields.numbers).toEqual(['6555-0123', '+1 404 555 0143']);
    } finally {
      await panama.close();
    }
  }, 60_000);
});
