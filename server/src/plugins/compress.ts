/**
 * Compressed API answers with @fastify/compress: JSON of COMPRESS_FROM_BYTES or more goes out in brotli
 * or gzip, whichever the request's Accept-Encoding prefers, with `Vary: Accept-Encoding`. Only the API:
 * the build's files are compressed once, at build time (static.ts sends the copies beside them). Of the
 * API's other answers, spreadsheets and images are compressed already and the exports' NDJSON is not a
 * type the plugin compresses (mime-db does not list it), so its rows reach the page as they are read.
 * Request bodies are not inflated: no client sends them compressed.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../lib/api-prefix';

/**
 * Smaller answers go out as they are. A claim or a finish answers one lead in about 0.9–1.4 KB:
 * compressing it would save a few hundred bytes and make the hottest calls' answers about three times
 * slower to produce (docs/decisions.md#p98). A page of a list is larger and shrinks to under a third.
 */
export const COMPRESS_FROM_BYTES = 2048;

async function compress(app: FastifyInstance) {
  // Before the plugin's own hook, which reads `compress` off each route as it is added.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    globalDecompression: false,
  });
}

export default fp(compress, { name: 'compress' });
