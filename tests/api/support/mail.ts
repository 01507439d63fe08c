/** The mails the server wrote to DATA_DIR/outbox, and the reset link inside one. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './server';

/** The mails written to DATA_DIR/outbox so far, oldest first. */
export async function readOutbox(server: Pick<TestServer, 'app'>): Promise<string[]> {
  await server.app.mail.flush();
  const outbox = join(server.app.config.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).sort();
  return Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
}

/** The token of the reset link in a mail. */
export const resetTokenIn = (mail: string): string => {
  const link = mail.match(/#\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link in mail:\n${mail}`);
  return new URLSearchParams(link.split('?')[1]).get('token')!;
};
