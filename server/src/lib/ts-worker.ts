/**
 * Starts a worker thread on a TypeScript file. Built, the thread is that file's own bundle beside the
 * server's (scripts/build-server.mjs names each after its source). From the sources, Node 20 applies no
 * ESM loader hooks to a worker's entry file, so the thread loads its TypeScript through tsx's require
 * hook, whether the server runs under tsx or under Vitest.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { FROM_BUILD } from './from-build';

export function tsWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (FROM_BUILD) return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), options);
  const source = [createRequire(import.meta.url).resolve('tsx/cjs'), fileURLToPath(entry)]
    .map((path) => `require(${JSON.stringify(path)});`)
    .join(' ');
  return new Worker(source, { ...options, eval: true });
}
