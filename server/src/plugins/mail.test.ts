import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import mail from './mail';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appWith(overrides: Parameters<typeof loadConfig>[1]) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rental-leads-mail-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const app = Fastify();
  app.decorate('config', loadConfig({}, { dataDir, ...overrides }));
  await app.register(mail);
  cleanups.push(() => app.close());
  return app;
}

const message = { to: 'ana@example.com', subject: 'Hello', text: 'Open http://x/#/reset-password?token=1' };

describe('mail', () => {
  it('writes to DATA_DIR/outbox without SMTP_URL', async () => {
    const app = await appWith({ now: () => new Date('2026-01-02T03:04:05.678Z') });
    app.mail.send(message);
    await app.mail.flush();
    const outbox = join(app.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toEqual(['2026-01-02T03-04-05.678Z-ana@example.com.txt']);
    expect(await readFile(join(outbox, files[0]!), 'utf8')).toBe(
      'To: ana@example.com\nSubject: Hello\n\nOpen http://x/#/reset-password?token=1\n',
    );
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
    cleanups.push(() => new Promise<void>((closed) => smtp.close(() => closed())));
    const { port } = smtp.server.address() as AddressInfo;

    const app = await appWith({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Leads <no-reply@example.com>',
    });
    app.mail.send(message);
    await app.mail.flush();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: ana@example.com');
    expect(received[0]).toContain('From: Leads <no-reply@example.com>');
    expect(received[0]).toContain('Subject: Hello');
  });
});
