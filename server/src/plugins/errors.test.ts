/** The error envelope's last line of defence: values only the database refused answer 400, without its words. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors, { frameworkErrors, INVALID_VALUE } from './errors';

/** A failed query as drizzle throws it: its statement and values, the driver's error in `cause`. */
function failedQuery(code: string) {
  const cause = Object.assign(
    new Error('invalid byte sequence for encoding "UTF8": 0x00 in secret@mail.test'),
    {
      code,
      detail: 'Key (email)=(secret@mail.test)',
    },
  );
  return Object.assign(
    new Error('Failed query: select 1 where email = $1\nparams: secret@mail.test', { cause }),
    {
      query: 'select 1 where email = $1',
      params: ['secret@mail.test'],
    },
  );
}

const app = Fastify({ logger: false, frameworkErrors });
beforeAll(async () => {
  await app.register(errors);
  app.get('/refused/:code', async (request) => {
    throw failedQuery((request.params as { code: string }).code);
  });
  app.get('/boom', async () => {
    throw new Error('a bug');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the errors plugin', () => {
  it.each(['22P05', '22021', '22008', '22007', '22009', '22003', '22P02', '22001'])(
    'answers the database refusing a value (%s) with 400 and no detail',
    async (code) => {
      const res = await app.inject({ url: `/refused/${code}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: INVALID_VALUE });
      expect(res.body).not.toContain('secret');
    },
  );

  it('keeps 500 for other database errors and for bugs', async () => {
    for (const url of ['/refused/23505', '/refused/42P01', '/boom']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Something went wrong' });
    }
  });

  it('answers the router’s refusals in the envelope', async () => {
    const bad = await app.inject({ url: '/refused/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'The request address is not valid' });
    const long = await app.inject({ url: `/refused/${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: 'A value in the request address is too long' });
  });
});
