/**
 * Security headers on every answer, from @fastify/helmet: helmet's defaults (nosniff, HSTS,
 * X-Frame-Options, Referrer-Policy, the Cross-Origin-* policies) and a Content-Security-Policy that lets
 * nothing load, for the API's data and the server's other answers. The build's files (the host page,
 * /embed.html, the elements, the export worker) answer the page policy instead: static.ts sets it with
 * `buildFileHeaders`.
 */
import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * The stylesheet sonner appends to document.head when it loads, by its sha256: CSP lets an inline
 * <style> in by its hash. The toasts render in the toaster's shadow root, where that sheet does not
 * reach, but a refused sheet is a violation on every page that toasts. security-headers.test.ts
 * checks the hash against the installed sonner.
 */
export const SONNER_STYLE_HASH = "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** sonner appends its <style> empty, then fills it: Chromium checks the policy at both steps. */
const SONNER_STYLES = [sha256(''), SONNER_STYLE_HASH];

/**
 * What the build's pages may load: their own scripts and stylesheets (the widgets' CSS goes into
 * constructed sheets, which CSP does not govern), their own images and the data: and blob: ones they
 * make (icons, the preview of a chosen image, a deal's image read through the API), calls and
 * socket.io's WebSocket to their own origin ('self' covers its ws: and wss:), and the export worker and
 * the screenshot reader's worker from their own files. No inline script at all.
 */
const PAGE_DIRECTIVES = {
  'default-src': ["'self'"],
  // 'wasm-unsafe-eval' compiles WebAssembly only (the screenshot reader's core, docs/rules/leads.md#d5.23), no eval.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", ...SONNER_STYLES],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** JSON, a probe, a metric: data to read, never a page to render or to frame. */
const DATA_DIRECTIVES = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

export const PAGE_POLICY = Object.entries(PAGE_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

/**
 * @fastify/static's `setHeaders` for the build's files. Set on the reply, they replace what helmet set
 * on the raw response. Pages of the allowed origins load the elements' scripts with CORS, which
 * Cross-Origin-Resource-Policy leaves alone, but a theme's <link rel="stylesheet"> without it.
 */
export function buildFileHeaders(config: Config) {
  const hosted = config.allowedOrigins.length > 0;
  return (reply: FastifyReply) => {
    reply.header('content-security-policy', PAGE_POLICY);
    if (hosted) reply.header('cross-origin-resource-policy', 'cross-origin');
  };
}

async function securityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: DATA_DIRECTIVES },
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
